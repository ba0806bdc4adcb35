import { Group, MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { REPORT_PERIODS, type ReportPeriod } from '@leadloop/domain';
import { useTranslation } from 'react-i18next';
import { fetchWorkflows } from '../../campaigns';
import { credentialName, credentialsQueryOptions } from '../../credentials';
import { useAppSessionContext } from '../../spaces';
import type { ReportState } from '../lib/filters';

/** Filters of every report: period, accounts, campaigns (a member is offered only their accounts). */
export function ReportFilters(props: {
  state: ReportState;
  onChange: (patch: Partial<ReportState>) => void;
}) {
  const { t } = useTranslation('reports');
  const { currentSpaceId } = useAppSessionContext();
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
    </Group>
  );
}
