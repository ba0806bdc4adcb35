import { useQuery } from '@tanstack/react-query';
import type { AdminSession } from '@leadloop/domain/admin/entities';
import { api } from '../../../lib/api';

/**
 * The caller's admin role, from GET /admin/validate (the query the console's layout already made, so
 * this reads its cache). 000 §6: only super admins edit a white label's plans, pricing, billing and
 * Buzz managers; platform settings (hosts, flags, customer domains) are for platform admins and up.
 */
export function useAdminAccess() {
  const session = useQuery({
    queryKey: ['admin', 'session'],
    queryFn: () => api.get<AdminSession>('/admin/validate', { withoutSpace: true }),
    staleTime: 60_000,
  });
  const role = session.data?.role;
  return {
    isPending: session.isPending,
    role,
    brand: session.data?.brand ?? null,
    isSuperAdmin: role === 'super_admin',
    isPlatformAdmin: role === 'super_admin' || role === 'platform_admin',
  };
}
