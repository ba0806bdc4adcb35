import { Group, MultiSelect, Select, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { REPORT_PERIODS, type ReportPeriod } from '@leadloop/domain';
import { useTranslation } from 'react-i18next';
import { fetchWorkflows } from '../../campaigns';
import { credentialName, credentialsQueryOptions } from '../../credentials';
import { useAppSessionContext } from '../../spaces';
import type { ReportState } from '../lib/filters';

/**
 * Filters of every report: period, accounts, campaigns, members (a member is offered only their accounts;
 * a member's figures are those of the campaigns that member created — the tooltip says so).
 */
export function ReportFilters(props: {
  state: ReportState;
  onChange: (patch: Partial<ReportState>) => void;
}) {
  const { t } = useTranslation('reports');
  const { currentSpaceId, workspace } = useAppSessionContext();
  const credentials = useQuery(credentialsQueryOptions(currentSpaceId));
  const campaigns = useQuery({
    queryKey: ['reports', 'campaigns', currentSpaceId],
    queryFn: () => fetchWorkflows({ view: 'all', query: '', credentialId: null }),
    enabled: Boolean(currentSpaceId),
  });
  const accountIds = new Set(props.state.accounts);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filters.period')}
        w={160}
        allowDeselect={false}
        value={props.state.period}
        onChange={(v) => v && props.onChange({ period: v as ReportPeriod })}
        data={REPORT_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
      />
      <MultiSelect
        label={t('filters.accounts')}
        placeholder={props.state.accounts.length ? undefined : t('filters.allAccounts')}
        miw={220}
        style={{ flex: 1 }}
        clearable
        searchable
        value={props.state.accounts}
        onChange={(accounts) => props.onChange({ accounts })}
        data={(credentials.data ?? []).map((c) => ({ value: c._id, label: credentialName(c) }))}
        nothingFoundMessage={t('filters.nothingFound')}
      />
      <MultiSelect
        label={t('filters.campaigns')}
        placeholder={props.state.campaigns.length ? undefined : t('filters.allCampaigns')}
        miw={220}
        style={{ flex: 1 }}
        clearable
        searchable
        value={props.state.campaigns}
        onChange={(list) => props.onChange({ campaigns: list })}
        data={(campaigns.data ?? [])
          .filter((w) => !accountIds.size || accountIds.has(w.credentials_id))
          .map((w) => ({ value: w._id, label: w.name }))}
        nothingFoundMessage={t('filters.nothingFound')}
      />
      <MultiSelect
        label={
          <Group gap={4} component="span" wrap="nowrap">
            {t('filters.members')}
            <Tooltip
              label={t('filters.membersHelp')}
              multiline
              w={280}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <span tabIndex={0} aria-label={t('filters.membersHelp')} style={{ display: 'inline-flex' }}>
                <IconInfoCircle size={14} />
              </span>
            </Tooltip>
          </Group>
        }
        placeholder={props.state.members.length ? undefined : t('filters.allMembers')}
        miw={200}
        style={{ flex: 1 }}
        clearable
        searchable
        value={props.state.members}
        onChange={(members) => props.onChange({ members })}
        data={(workspace?.users ?? []).map((u) => ({
          value: u._id,
          label: `${u.first_name} ${u.last_name}`.trim() || u.email,
        }))}
        nothingFoundMessage={t('filters.nothingFound')}
      />
    </Group>
  );
}
