import { PRIORITIES, PRIORITY_NAMES, type PriorityName } from '@leadloop/domain/tasks/enums';
import type { WorkspaceUser } from '@leadloop/domain/spaces/entities';

/** The priority's name for a number (001 §3: urgent 500 … no priority 100). */
export const priorityName = (value: number): PriorityName =>
  PRIORITY_NAMES.find((name) => PRIORITIES[name] === value) ?? 'no_priority';

export const PRIORITY_COLORS: Record<PriorityName, string> = {
  urgent: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'blue',
  no_priority: 'gray',
};

export const isOverdue = (task: { status: string; due_date: string | null }, now = Date.now()) =>
  task.status === 'open' && task.due_date !== null && Date.parse(task.due_date) < now;

export const memberName = (user: Pick<WorkspaceUser, 'first_name' | 'last_name' | 'email'>) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

/** A date as people read it in their language: "25 Nov, 14:30". */
export const formatDue = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** `<input type="datetime-local">` value ↔ ISO with offset. */
export const localInputToIso = (value: string) => (value ? new Date(value).toISOString() : null);
export function defaultDueInput(now = new Date()): string {
  const end = new Date(now);
  end.setHours(18, 0, 0, 0);
  if (end.getTime() <= now.getTime()) end.setDate(end.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}T${pad(end.getHours())}:${pad(end.getMinutes())}`;
}
