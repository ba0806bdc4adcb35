import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgencyGroup } from '@leadloop/domain/agency/entities';
import { PageState } from '../../../components/page-state';
import { fetchAgencyOverlap } from '../api/privacy';

/**
 * An agency group's overlap before a campaign starts (issue 42): how many people each pair of its
 * workspaces both hold, matched by email, phone or profile. Counts only, never who they are.
 */
export function AgencyOverlap({ group }: { group: AgencyGroup }) {
  const { t } = useTranslation('agency');
  const overlap = useQuery({
    queryKey: ['agency-groups', group._id, 'overlap'],
    queryFn: () => fetchAgencyOverlap(group._id),
  });
  const nameOf = (id: string) => overlap.data?.spaces.find((s) => s._id === id)?.name ?? id;

  return (
    <Stack gap="xs" data-testid="agency-overlap">
      <Title order={3} size="h5">
        {t('groups.overlapTitle', { name: group.name })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('groups.overlapIntro')}
      </Text>
      {overlap.isPending ? (
        <PageState kind="loading" mih={80} />
      ) : overlap.isError ? (
        <PageState kind="error" title={overlap.error.message} mih={80} />
      ) : !overlap.data.pairs.length ? (
        <PageState kind="empty" title={t('groups.overlapEmpty')} mih={80} />
      ) : (
        <Table aria-label={t('groups.overlapTitle', { name: group.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('groups.workspace')}</Table.Th>
              <Table.Th>{t('groups.otherWorkspace')}</Table.Th>
              <Table.Th>{t('groups.shared')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overlap.data.pairs.map((pair) => (
              <Table.Tr key={`${pair.a}-${pair.b}`}>
                <Table.Td>{nameOf(pair.a)}</Table.Td>
                <Table.Td>{nameOf(pair.b)}</Table.Td>
                <Table.Td>{pair.shared}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
