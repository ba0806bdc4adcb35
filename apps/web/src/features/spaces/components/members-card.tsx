import { Avatar, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '../types';

export function MembersCard({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('spaces');
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('users.membersTitle')}</Title>
          <Badge variant="light">{t('switcher.users', { count: workspace.users.length })}</Badge>
        </Group>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="sm" data-testid="members-table">
            <Table.Tbody>
              {workspace.users.map((user) => {
                const isAdmin = user.is_admin || workspace.admins.includes(user._id);
                const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
                return (
                  <Table.Tr key={user._id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={user.avatar} name={name} color="initials" radius="xl" />
                        <div>
                          <Text fw={500} size="sm">
                            {name}
                          </Text>
                          <Text c="dimmed" size="xs">
                            {user.email}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Badge variant={isAdmin ? 'filled' : 'light'} color={isAdmin ? 'brand' : 'gray'}>
                        {isAdmin ? t('roles.admin') : t('roles.member')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
