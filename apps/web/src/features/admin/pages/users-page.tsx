import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES } from '@leadloop/domain/admin/roles';
import { PageState } from '../../../components/page-state';
import { Pagination } from '../../../components/pagination';
import { notify } from '../../../lib/notify';
import { useAdminSession, useUpdateUser, useUsers } from '../api/admin-api';
import { CreateUserCard } from '../components/create-user-card';
import { UserSpacesModal } from '../components/user-spaces-modal';
import type { AdminUser } from '../types';

const PAGE = 25;

/** /admin/users: users and their workspaces; a super admin grants and takes away admin roles (000 §6). */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const [q, setQ] = useState('');
  const [rolesOnly, setRolesOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(q, 300);
  const users = useUsers({
    q: search || undefined,
    roles_only: rolesOnly ? 'true' : undefined,
    offset: String((page - 1) * PAGE),
    limit: String(PAGE),
  });
  const update = useUpdateUser();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const isSuper = session.data?.role === 'super_admin';
  const roleOptions = [
    { value: 'none', label: t('roles.none') },
    ...ADMIN_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
  ];
  return (
    <Stack gap="md">
      <CreateUserCard isSuper={isSuper} />
      {editing && <UserSpacesModal user={editing} onClose={() => setEditing(null)} />}
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          w={{ base: '100%', sm: 360 }}
          label={t('users.search')}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Checkbox
          pb={8}
          label={t('users.rolesOnly')}
          checked={rolesOnly}
          onChange={(e) => setRolesOnly(e.currentTarget.checked)}
        />
      </Group>
      {users.isPending ? (
        <PageState kind="loading" />
      ) : users.isError ? (
        <PageState kind="error" title={t('errors.load')} />
      ) : users.data.users.length === 0 ? (
        <PageState kind="empty" title={t('users.empty')} />
      ) : (
        <>
          <Card withBorder radius="md" p={0}>
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('users.user')}</Table.Th>
                    <Table.Th>{t('users.brand')}</Table.Th>
                    <Table.Th>{t('users.spaces')}</Table.Th>
                    <Table.Th w={220}>{t('users.role')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.users.map((u) => (
                    <Table.Tr key={u._id}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {u.full_name || u.email}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {u.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{u.brand}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {u.spaces.length === 0 && (
                            <Text size="xs" c="dimmed">
                              —
                            </Text>
                          )}
                          {u.spaces.slice(0, 4).map((s) => (
                            <Badge key={s._id} size="sm" variant={s.is_admin ? 'light' : 'outline'}>
                              {s.name}
                            </Badge>
                          ))}
                          {u.spaces.length > 4 && <Badge size="sm">+{u.spaces.length - 4}</Badge>}
                          <ActionIcon
                            variant="subtle"
                            size="sm"
                            aria-label={t('users.editSpaces', { email: u.email })}
                            onClick={() => setEditing(u)}
                          >
                            <IconPencil size={14} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {isSuper && u._id !== session.data?.user_id ? (
                          <Select
                            size="xs"
                            // the longest role in every language ("Administrateur de marque blanche", 248 px) shows whole
                            miw={280}
                            aria-label={t('users.role')}
                            data={roleOptions}
                            value={u.admin_role ?? 'none'}
                            allowDeselect={false}
                            onChange={(v) =>
                              update.mutate(
                                { id: u._id, admin_role: v === 'none' ? null : v },
                                {
                                  onSuccess: () => notify.success(t('customer.saved')),
                                  onError: notify.error,
                                },
                              )
                            }
                          />
                        ) : (
                          <Text size="sm">{t(`roles.${u.admin_role ?? 'none'}`)}</Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          {users.data.total > PAGE && (
            <Group justify="center">
              <Pagination total={Math.ceil(users.data.total / PAGE)} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
