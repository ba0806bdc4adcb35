/** 001 §3 deal status. */
export const DEAL_STATUSES = ['open', 'won', 'lost', 'deleted'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** 001 §3 Manager type. */
export const MANAGER_TYPES = ['sales', 'success'] as const;
export type ManagerType = (typeof MANAGER_TYPES)[number];
