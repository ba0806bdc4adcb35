import { useState } from 'react';
import {
  Alert,
  Badge,
  Code,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Button,
} from '@mantine/core';
import { IconPassword } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DemoUser } from '../types';
import { notify } from '../../../lib/notify';
import { useCreateDemoUser, useDeleteDemoUser, useDemoUsers } from '../api/admin-api';
import { AdminFormCard, AdminListCard, DeleteRowButton } from '../components/admin-list';

const SAMPLE_COLORS = { building: 'blue', ready: 'teal', failed: 'red' } as const;

/**
 * /admin/demo-users: accounts for sales demos, each opening on a sample workspace (14 days of a campaign
 * replayed into it); the sign-in address and password are shown once, to the admin who made it.
 */
export function DemoUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const list = useDemoUsers();
  const create = useCreateDemoUser();
  const remove = useDeleteDemoUser();
  const [form, setForm] = useState({ email: '', first_name: '', last_name: '' });
  const [made, setMade] = useState<{ email: string; password: string } | null>(null);
  const signInUrl = `${window.location.origin}/auth/sign-in`;
  return (
    <Stack gap="md">
      <AdminFormCard
        title={t('demo.add')}
        submitLabel={t('demo.add')}
        submitting={create.isPending}
        canSubmit={Boolean(form.email && form.first_name)}
        onSubmit={() =>
          create.mutate(form, {
            onSuccess: (r) => {
              setMade({ email: r.user.email, password: r.password });
              setForm({ email: '', first_name: '', last_name: '' });
            },
            onError: notify.error,
          })
        }
      >
        <Text size="sm" c="dimmed" mb="xs">
          {t('demo.hint')}
        </Text>
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
        {made && (
          <Alert
            mt="sm"
            color="teal"
            icon={<IconPassword size={18} />}
            title={t('demo.made', { email: made.email })}
            withCloseButton
            closeButtonLabel={t('demo.hide')}
            onClose={() => setMade(null)}
            data-testid="demo-credentials"
          >
            <Stack gap={6}>
              <Text size="sm">{t('demo.once')}</Text>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">{t('demo.signIn')}</Text>
                <Code>{signInUrl}</Code>
              </Group>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">{t('demo.password')}</Text>
                <Code data-testid="demo-password">{made.password}</Code>
                <CopyButton value={`${made.email}\n${made.password}`}>
                  {({ copied, copy }) => (
                    <Button size="compact-xs" variant="light" onClick={copy}>
                      {copied ? t('demo.copied') : t('demo.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        )}
      </AdminFormCard>
      <AdminListCard
        query={list}
        emptyTitle={t('demo.empty')}
        head={[t('demo.name'), t('prepaid.email'), t('demo.sample'), t('customers.created'), '']}
        row={(u: DemoUser) => (
          <Table.Tr key={u._id}>
            <Table.Td>{u.full_name}</Table.Td>
            <Table.Td>{u.email}</Table.Td>
            <Table.Td>
              {u.sample_status ? (
                <Badge variant="light" color={SAMPLE_COLORS[u.sample_status]}>
                  {t(`demo.status.${u.sample_status}`)}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              )}
            </Table.Td>
            <Table.Td>{new Date(u.created_at).toLocaleDateString(i18n.language)}</Table.Td>
            <Table.Td ta="right">
              <DeleteRowButton onClick={() => remove.mutate(u._id, { onError: notify.error })} />
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
