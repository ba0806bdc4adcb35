import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type {
  AdminConfig,
  AdminReport,
  CredentialHealth,
  ReportPeriod,
  SpaceReport,
  TransactionsPage,
  WlReport,
  AdminCustomer,
  AdminSession,
  AdminUser,
  CustomerInfo,
  CustomersPage,
  DemoUser,
  Manager,
  PrepaidCustomer,
  StripeCustomer,
  UsersPage,
} from '../types';

/** The admin console's calls (001 §7 Admin). They name no workspace: `withoutSpace`. */
const get = <T>(path: string, query?: Record<string, string | string[] | undefined>) =>
  api.get<T>(path, { query, withoutSpace: true });
const post = <T>(path: string, body?: unknown) => api.post<T>(path, body ?? {}, { withoutSpace: true });
const del = <T>(path: string) => api.delete<T>(path, { withoutSpace: true });

export const adminKeys = {
  all: ['admin'] as const,
  customers: (query: Record<string, string | string[] | undefined>) => ['admin', 'customers', query] as const,
  customer: (id: string) => ['admin', 'customer', id] as const,
};

export const useAdminSession = () =>
  useQuery({ queryKey: ['admin', 'session'], queryFn: () => get<AdminSession>('/admin/validate') });

export const useCustomers = (query: Record<string, string | string[] | undefined>) =>
  useQuery({
    queryKey: adminKeys.customers(query),
    queryFn: () => get<CustomersPage>('/admin/customers', query),
    placeholderData: keepPreviousData,
  });

export const useCustomerInfo = (id: string) =>
  useQuery({
    queryKey: adminKeys.customer(id),
    queryFn: () => get<CustomerInfo>(`/admin/customers/${id}/customer_info`),
  });

/** Every change to a customer refreshes its page and the lists. */
function useCustomerMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useUpdateCustomer = (id: string) =>
  useCustomerMutation((body: Record<string, unknown>) =>
    post<AdminCustomer>(`/admin/customers/${id}/update`, body),
  );
export const useSetUnlimited = (id: string) =>
  useCustomerMutation((on: boolean) =>
    post<AdminCustomer>(`/admin/space/${id}/set_unlimited`, { is_unlimited: on }),
  );
export const useSetLiApprove = (id: string) =>
  useCustomerMutation((on: boolean) =>
    post<AdminCustomer>(`/admin/space/${id}/set_li_approve`, { is_li_approve: on }),
  );
export const useRefreshStripe = (id: string) =>
  useCustomerMutation(() => post<AdminCustomer>(`/admin/space/${id}/stripe/refresh`));
export const useLinkStripe = (id: string) =>
  useCustomerMutation((stripeId: string) =>
    post<AdminCustomer>('/admin/customers/link_stripe', { space_id: id, stripe_id: stripeId }),
  );
export const useExtendTrial = (id: string) =>
  useCustomerMutation((days: number) => post<AdminCustomer>(`/admin/space/${id}/extend_trial`, { days }));
export const useAddCredits = (id: string) =>
  useCustomerMutation((count: number) =>
    post<{ balance: number }>(`/admin/customers/${id}/uset_credits`, { count }),
  );

export const useStripeCustomers = (email: string, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'stripe', email],
    queryFn: () => get<StripeCustomer[]>('/admin/stripe/customers/fetch', { email: email || undefined }),
    enabled,
  });

export const useUsers = (query: Record<string, string | undefined>) =>
  useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: () => get<UsersPage>('/admin/users', query),
    placeholderData: keepPreviousData,
  });
export const useUpdateUser = () =>
  useCustomerMutation(({ id, ...body }: { id: string } & Record<string, unknown>) =>
    post<AdminUser>(`/admin/users/${id}/update`, body),
  );

/** POST /admin/users: a user by email (a brand admin's in their brand), optionally with an admin role. */
export const useCreateUser = () =>
  useCustomerMutation((body: Record<string, unknown>) => post<AdminUser>('/admin/users', body));
/** POST /admin/users/{id}/update_spaces: workspaces joined and left in one call. */
export const useUpdateUserSpaces = () =>
  useCustomerMutation(
    ({
      id,
      ...body
    }: {
      id: string;
      new_spaces: string[];
      spaces_to_unset: string[];
      granted_access: 'member' | 'admin';
    }) => post<AdminUser>(`/admin/users/${id}/update_spaces`, body),
  );

export const useManagers = (whitelabel: string, buzz: boolean) =>
  useQuery({
    queryKey: ['admin', 'managers', whitelabel, buzz],
    queryFn: () => get<Manager[]>('/admin/managers', { whitelabel, buzz: buzz ? 'true' : undefined }),
    enabled: Boolean(whitelabel),
  });
export const useCreateManager = () =>
  useCustomerMutation((body: Record<string, unknown>) => post<Manager>('/admin/managers', body));
export const useUpdateManager = () =>
  useCustomerMutation(({ id, ...body }: { id: string } & Record<string, unknown>) =>
    post<Manager>(`/admin/managers/${id}/update`, body),
  );
export const useDeleteManager = () => useCustomerMutation((id: string) => del(`/admin/managers/${id}`));

export const usePrepaid = () =>
  useQuery({
    queryKey: ['admin', 'prepaid'],
    queryFn: () => get<PrepaidCustomer[]>('/admin/prepaid_customers'),
  });
export const useCreatePrepaid = () =>
  useCustomerMutation((body: Record<string, unknown>) =>
    post<PrepaidCustomer>('/admin/prepaid_customers', body),
  );
export const useDeletePrepaid = () =>
  useCustomerMutation((id: string) => del(`/admin/prepaid_customers/${id}/delete`));

export const useDemoUsers = () =>
  useQuery({
    queryKey: ['admin', 'demo'],
    queryFn: () => get<DemoUser[]>('/admin/demo_users'),
    // A demo workspace's sample data is replayed in the background: follow it until ready.
    refetchInterval: (query) =>
      query.state.data?.some((u) => u.sample_status === 'building') ? 3000 : false,
  });
export const useCreateDemoUser = () =>
  useCustomerMutation((body: Record<string, unknown>) =>
    post<{ user: DemoUser; password: string }>('/admin/demo_users', body),
  );
export const useDeleteDemoUser = () => useCustomerMutation((id: string) => del(`/admin/demo_users/${id}`));

export const useAdminConfig = () =>
  useQuery({ queryKey: ['admin', 'config'], queryFn: () => get<AdminConfig>('/admin/config') });
export const useSaveAdminConfig = () =>
  useCustomerMutation((config: Partial<AdminConfig>) =>
    post<AdminConfig>('/admin/config/update', { config }),
  );

export const usePeriodReport = (period: ReportPeriod) =>
  useQuery({
    queryKey: ['admin', 'reports', period],
    queryFn: () => get<AdminReport>('/admin/reports/fetch', { period }),
    placeholderData: keepPreviousData,
  });
export const useSpaceReport = () =>
  useQuery({ queryKey: ['admin', 'space-report'], queryFn: () => get<SpaceReport>('/admin/space_report') });
export const useWlReport = () =>
  useQuery({ queryKey: ['admin', 'wl-report'], queryFn: () => get<WlReport>('/admin/wl_report') });

export const useTransactions = (query: Record<string, string | undefined>) =>
  useQuery({
    queryKey: ['admin', 'transactions', query],
    queryFn: () => get<TransactionsPage>('/admin/transactions', query),
    placeholderData: keepPreviousData,
  });

/** GET /admin/credentials/{id}/health_index_statistics: one account's index, opened from its customer. */
export const useCredentialHealth = (id: string | null) =>
  useQuery({
    queryKey: ['admin', 'credential-health', id],
    queryFn: () => get<CredentialHealth>(`/admin/credentials/${id}/health_index_statistics`),
    enabled: Boolean(id),
  });
