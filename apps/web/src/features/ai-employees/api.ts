import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Employee,
  EmployeeBody,
  EmployeeList,
  EmployeeProfile,
  EmployeeSaved,
  EmployeeStatistics,
  LoadFromCompany,
} from '@leadloop/domain/ai-employees/entities';
import type { MagicCounts, MagicCreateBody, MagicGeneration } from '@leadloop/domain/ai-employees/magic';
import type { CalendlyEventTypesPage } from '@leadloop/domain/integrations/calendly';
import { api } from '../../lib/api';
import { getCurrentSpace } from '../../lib/current-space';

export const employeeKeys = {
  all: ['ai-employees'] as const,
  list: () => ['ai-employees', 'list', getCurrentSpace()] as const,
  statistics: () => ['ai-employees', 'statistics', getCurrentSpace()] as const,
  profiles: () => ['ai-employees', 'profiles'] as const,
  calendly: () => ['ai-employees', 'calendly', getCurrentSpace()] as const,
};

export const useEmployees = () =>
  useQuery({
    queryKey: employeeKeys.list(),
    queryFn: () => api.get<EmployeeList>('/employees', { query: { offset: '0', limit: '25' } }),
  });

export const useEmployeeStatistics = () =>
  useQuery({
    queryKey: employeeKeys.statistics(),
    queryFn: () => api.get<EmployeeStatistics>('/employees/statistics'),
  });

export const useEmployeeProfiles = () =>
  useQuery({
    queryKey: employeeKeys.profiles(),
    queryFn: () => api.get<{ profiles: EmployeeProfile[] }>('/employees/employee_profiles'),
    staleTime: Infinity,
  });

const useInvalidating = <A, R>(call: (args: A) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
};

export const useSaveEmployee = () =>
  useInvalidating(({ id, body }: { id?: string; body: EmployeeBody }) =>
    id ? api.patch<EmployeeSaved>(`/employees/${id}`, body) : api.post<EmployeeSaved>('/employees', body),
  );

export const useDeleteEmployee = () =>
  useInvalidating((id: string) => api.delete<{ id: string }>(`/employees/${id}`));

type BindingCall = 'bind' | 'unbind' | 'enable' | 'disable';
export const useBindingCall = () =>
  useInvalidating(
    ({
      call,
      ...body
    }: {
      call: BindingCall;
      profile_id: string;
      credentials_id: string;
      employee_id: string;
    }) =>
      api.post<{ enabled: boolean; bound: boolean }>(
        `/employees/${call}`,
        call === 'unbind' ? { profile_id: body.profile_id, credentials_id: body.credentials_id } : body,
      ),
  );

/** GET /employees/load_from_company: the user's company researched and proposed as predefined settings. */
export const loadFromCompany = (query: { company_name: string; host_name?: string; objective: string }) =>
  api.get<LoadFromCompany>('/employees/load_from_company', { query });

interface CalendlyStatus {
  connected: boolean;
}
interface CalendlyUser {
  id: string;
  first_name: string;
  last_name: string;
}

/** The caller's Calendly connection (the settings step becomes a connect step without it). */
export const useCalendly = () =>
  useQuery({
    queryKey: employeeKeys.calendly(),
    queryFn: async () => {
      const status = await api.get<CalendlyStatus>('/integrations/calendly');
      const users = status.connected ? await api.get<CalendlyUser[]>('/integrations/calendly/users') : [];
      return { ...status, users };
    },
  });

export const useConnectCalendly = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<CalendlyStatus>('/integrations/calendly/connect', { token }),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.calendly() }),
  });
};

export const useCalendlyEvents = (userId: string | null) =>
  useQuery({
    queryKey: [...employeeKeys.calendly(), 'events', userId],
    queryFn: () => api.get<CalendlyEventTypesPage>(`/integrations/calendly/${userId}/event_types`),
    enabled: Boolean(userId),
  });

export const useGenerateMagic = () =>
  useMutation({
    mutationFn: (body: {
      generation_id: string;
      credentials_id: string;
      goal: string;
      target?: string;
      employee_id?: string;
      generate_campaigns: MagicCounts;
    }) => api.post<MagicGeneration>('/magic_campaigns/generate', body),
  });

export const useCreateFromMagic = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: string; body: MagicCreateBody }) =>
      api.post<{ workflow_ids: string[]; campaigns_count: number }>(`/magic_campaigns/${id}/create`, body),
  });

export type { Employee };
