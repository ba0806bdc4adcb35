import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import type {
  TaskComment,
  TaskCreateInput,
  TaskFilters,
  TaskItem,
  TaskPage,
  TaskUpdateInput,
} from '../types';
import { taskKeys } from './keys';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The query of a my-tasks view: one quick filter, a priority, a page. */
export function taskQuery(filters: TaskFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(filters.page) };
  if (filters.view === 'mine') query.mine = 'true';
  if (filters.view === 'overdue') query.overdue = 'true';
  if (filters.view === 'due_today') Object.assign(query, { due_today: 'true', tz: browserZone() });
  if (filters.view === 'completed') query.status = 'completed';
  if (filters.view === 'all') query.status = 'all';
  if (filters.priority !== null) query.priority = String(filters.priority);
  if (filters.prospect) query.prospect = filters.prospect;
  return query;
}

/** GET /tasks with the view's filters. */
export function useTasks(filters: TaskFilters) {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: taskKeys.list(spaceId, filters),
    queryFn: () => api.get<TaskPage>('/tasks', { query: taskQuery(filters) }),
    enabled: Boolean(spaceId),
    placeholderData: keepPreviousData,
  });
}

const useInvalidateTasks = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['tasks'] });
};

/** POST /tasks. */
export function useCreateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (input: Partial<TaskCreateInput> & { name: string }) => api.post<TaskItem>('/tasks', input),
    onSuccess: () => invalidate(),
  });
}

/** PUT /tasks/{id}: edit, complete or reopen, reassign. */
export function useUpdateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ _id, ...input }: TaskUpdateInput & { _id: string }) =>
      api.put<TaskItem>(`/tasks/${_id}`, input),
    onSuccess: () => invalidate(),
  });
}

/** GET /tasks/{id}/comments, oldest first. */
export function useTaskComments(taskId: string | null) {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: taskKeys.comments(spaceId, taskId ?? ''),
    queryFn: () => api.get<TaskComment[]>(`/tasks/${taskId}/comments`),
    enabled: Boolean(spaceId && taskId),
  });
}

/** POST /tasks/{id}/comments {text}. */
export function useAddComment(taskId: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (text: string) => api.post<TaskComment>(`/tasks/${taskId}/comments`, { text }),
    onSuccess: () => invalidate(),
  });
}
