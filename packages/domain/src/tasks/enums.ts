/** 001 §3: priorities with their numbers; no priority (100) is the default. */
export const PRIORITIES = { urgent: 500, high: 400, medium: 300, low: 200, no_priority: 100 } as const;
export type PriorityName = keyof typeof PRIORITIES;
export type Priority = (typeof PRIORITIES)[PriorityName];
export const PRIORITY_NAMES = Object.keys(PRIORITIES) as PriorityName[];
export const DEFAULT_PRIORITY: Priority = PRIORITIES.no_priority;
export const PRIORITY_LABELS: Record<PriorityName, string> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  no_priority: 'No priority',
};

/** Task status (001 §3 lists the field; values ours: open work and done work). */
export const TASK_STATUSES = ['open', 'completed', 'canceled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Task types: manual follow-ups created by campaigns or people (001 §3 lists the field; values ours). */
export const TASK_TYPES = ['call', 'email', 'message', 'follow_up', 'meeting', 'other'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
