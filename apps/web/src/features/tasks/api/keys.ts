import type { TaskFilters } from '../types';

/** Query keys of the tasks feature. */
export const taskKeys = {
  all: (spaceId: string | null) => ['tasks', spaceId] as const,
  list: (spaceId: string | null, filters: TaskFilters) => ['tasks', spaceId, 'list', filters] as const,
  comments: (spaceId: string | null, taskId: string) => ['tasks', spaceId, 'comments', taskId] as const,
};
