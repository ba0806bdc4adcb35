import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendlyEventTypesPage, CalendlyStatus } from '@leadloop/domain/integrations/calendly';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';

export interface CalendlyUser {
  id: string;
  first_name: string;
  last_name: string;
  user_avatar: string | null;
}

/** GET /integrations/calendly: the caller's Calendly connection (never its token). */
export const useCalendly = () =>
  useQuery({
    queryKey: ['calendly', getCurrentSpace()] as const,
    queryFn: () => api.get<CalendlyStatus>('/integrations/calendly'),
    enabled: Boolean(getCurrentSpace()),
  });

export const useCalendlyUsers = (enabled: boolean) =>
  useQuery({
    queryKey: ['calendly', 'users', getCurrentSpace()] as const,
    queryFn: () => api.get<CalendlyUser[]>('/integrations/calendly/users'),
    enabled,
  });

/** 001 §7 event types of a Calendly user (the caller's own when `userId` is null), 16 a page (§9). */
export const useCalendlyEventTypes = (userId: string | null, page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['calendly', 'event-types', getCurrentSpace(), userId, page] as const,
    queryFn: () =>
      api.get<CalendlyEventTypesPage>(
        userId
          ? `/integrations/calendly/${encodeURIComponent(userId)}/event_types`
          : '/integrations/calendly/event_types',
        { query: { offset: (page - 1) * 16, limit: 16 } },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });

const useCalendlyMutation = <T>(fn: (input: T) => Promise<CalendlyStatus>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['calendly'] }),
  });
};
export const useConnectCalendly = () =>
  useCalendlyMutation((token: string) =>
    api.post<CalendlyStatus>('/integrations/calendly/connect', { token }),
  );
export const useReloadCalendly = () =>
  useCalendlyMutation(() => api.post<CalendlyStatus>('/integrations/calendly/reload'));
export const useDisconnectCalendly = () =>
  useCalendlyMutation(() => api.delete<CalendlyStatus>('/integrations/calendly'));
