import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPassword, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { useCreateDemoUser, useDeleteDemoUser, useDemoUsers } from '../api/admin-api';

/** /admin/demo-users: accounts for sales demos, each with its own workspace; the password is shown once. */
export function DemoUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const list = useDemoUsers();
  const create = useCreateDemoUser();
  const remove = useDeleteDemoUser();
  const [form, setForm] = useState({ email: '', first_name: '', last_name: '' });
  const [made, setMade] = useState<{ email: string; password: string } | null>(null);
  return (
    <Stack gap="md">
      <Card withBorder radius="md">
        <Title order={2} size="h5" mb="xs">
          {t('demo.add')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('prepaid.email')}
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
          <TextInput
            label={t('demo.firstName')}
            value={form.first_name}
            onChange={(e) => setForm({ ...form, first_name: e.currentTarget.value })}
          />
          <TextInput
            label={t('demo.lastName')}
            value={form.last_name}
            onChange={(e) => setForm({ ...form, last_name: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button
            loading={create.isPending}
            disabled={!form.email || !form.first_name}
            onClick={() =>
              create.mutate(form, {
                onSuccess: (r) => {
                  setMade({ email: r.user.email, password: r.password });
                  setForm({ email: '', first_name: '', last_name: '' });
                },
                onError: notify.error,
              })
            }
          >
            {t('demo.add')}
          </Button>
        </Group>
        {made && (
          <Alert
            mt="sm"
            color="teal"
            icon={<IconPassword size={18} />}
            title={t('demo.made', { email: made.email })}
          >
            {t('demo.password')} <Code>{made.password}</Code>
          </Alert>
        )}
      </Card>
      {list.isPending ? (
        <PageState kind="loading" />
      ) : list.isError ? (
        <PageState kind="error" title={t('errors.load')} />
      ) : list.data.length === 0 ? (
        <PageState kind="empty" title={t('demo.empty')} />
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Tbody>
                {list.data.map((u) => (
                  <Table.Tr key={u._id}>
                    <Table.Td>{u.full_name}</Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>{new Date(u.created_at).toLocaleDateString(i18n.language)}</Table.Td>
                    <Table.Td ta="right">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('delete')}
                        onClick={() => remove.mutate(u._id, { onError: notify.error })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
