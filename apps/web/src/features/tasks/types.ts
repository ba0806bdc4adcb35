/** Tasks: the API's own shapes (packages/domain tasks/entities and rules). */
export type { TaskComment, TaskItem, TaskPage } from '@leadloop/domain/tasks/entities';
export type { TaskCreateInput, TaskUpdateInput } from '@leadloop/domain/tasks/rules';
export type { PriorityName, TaskStatus, TaskType } from '@leadloop/domain/tasks/enums';

/** The my-tasks quick filters (one at a time) and the priority filter. */
export type TaskView = 'open' | 'mine' | 'overdue' | 'due_today' | 'completed' | 'all';
export interface TaskFilters {
  view: TaskView;
  priority: number | null;
  page: number;
  /** Narrow to one prospect (the prospect card). */
  prospect?: string;
}
