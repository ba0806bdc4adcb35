// The report answers are the domain's types (one definition, shared with the server).
export type {
  ActivityReport,
  FunnelCounts,
  FunnelReport,
  InsightReport,
  ReportPeriod,
  SeriesCounts,
  StatSeries,
} from '@leadloop/domain';
