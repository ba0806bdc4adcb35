import {
  REPORT_PERIODS,
  REPORT_TABS,
  STAT_SERIES,
  type ReportPeriod,
  type StatSeries,
} from '@leadloop/domain';

export type ReportTab = (typeof REPORT_TABS)[number];

/** What the address holds: ?tab=&period=&accounts=&campaigns=&members=&series= (lists comma-separated). */
export interface ReportState {
  tab: ReportTab;
  period: ReportPeriod;
  accounts: string[];
  campaigns: string[];
  /** User ids: the campaigns those members created (README "Reports"). */
  members: string[];
  series: StatSeries[];
}

export const DEFAULT_SERIES: StatSeries[] = ['request_sent', 'new_accepted', 'messages_sent', 'new_replied'];

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export function readReportState(params: URLSearchParams): ReportState {
  const tab = params.get('tab');
  const period = params.get('period');
  const series = list(params.get('series')).filter((s): s is StatSeries =>
    (STAT_SERIES as readonly string[]).includes(s),
  );
  return {
    tab: (REPORT_TABS as readonly string[]).includes(tab ?? '') ? (tab as ReportTab) : 'activity',
    period: (REPORT_PERIODS as readonly string[]).includes(period ?? '')
      ? (period as ReportPeriod)
      : 'months_1',
    accounts: list(params.get('accounts')),
    campaigns: list(params.get('campaigns')),
    members: list(params.get('members')),
    series: params.has('series') ? series : DEFAULT_SERIES,
  };
}

export function writeReportState(params: URLSearchParams, state: ReportState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('tab', state.tab === 'activity' ? null : state.tab);
  set('period', state.period === 'months_1' ? null : state.period);
  set('accounts', state.accounts.join(',') || null);
  set('campaigns', state.campaigns.join(',') || null);
  set('members', state.members.join(',') || null);
  if (state.series.join(',') === DEFAULT_SERIES.join(',')) next.delete('series');
  else next.set('series', state.series.join(','));
  return next;
}

/** The viewer's time zone (the browser's), sent with every report. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The filters as the API takes them (lists comma-separated, empty ones left out). */
export const reportFilterQuery = (state: ReportState) => ({
  period: state.period,
  tz: viewerTimeZone(),
  accounts: state.accounts.join(',') || undefined,
  campaigns: state.campaigns.join(',') || undefined,
  members: state.members.join(',') || undefined,
});
