// The dashboard's answers are the domain's types (one definition, shared with the server).
export type {
  ActivityEntry,
  ActivityFeed,
  ActivityKind,
  AttentionItem,
  Kpi,
  MyDashboard,
  PlannedAccount,
  RecentReply,
} from '@leadloop/domain/dashboard/entities';
