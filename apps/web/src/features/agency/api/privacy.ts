import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import type { CustomersPage } from '@leadloop/domain/admin/entities';
import type {
  AgencyGroup,
  AgencyGroupBody,
  AgencyGroups,
  AgencyOverlap,
  AuditLog,
  DataRequest,
  DataRequestBody,
} from '@leadloop/domain/agency/entities';
import { api, ApiError } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import { storage, STORAGE_KEYS } from '../../../lib/storage';

/** A workspace owner's data-subject requests and audit log (issue 42): /privacy on the server. */
export const openDataRequest = (body: DataRequestBody) =>
  api.post<DataRequest>('/privacy/data-requests', body);
export const eraseDataRequest = (id: string, confirm: string) =>
  api.post<DataRequest>(`/privacy/data-requests/${id}/erase`, { confirm });
export const fetchAuditLog = () => api.get<AuditLog>('/privacy/audit-log');

/** A file the server writes itself (a zip, a CSV), handed to the browser as a download. */
export function downloadPrivacyFile(path: string, filename: string): Promise<void> {
  const params = new URLSearchParams();
  const space = getCurrentSpace();
  if (space) params.set('space', space);
  return save(window.fetch(`/api/privacy/${path}?${params.toString()}`, authorized()), filename);
}

const authorized = (): RequestInit => {
  const token = storage.get(STORAGE_KEYS.token);
  return { headers: token ? { authorization: `Bearer ${token}` } : {} };
};

async function save(answer: Promise<Response>, filename: string): Promise<void> {
  const response = await answer;
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? MESSAGES.somethingWentWrong, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The same for a brand's or the platform's admins (issue 42): every workspace they administer, the person
 * found across all of them; and the agency groups whose workspaces never contact one person twice.
 */
const admin = { withoutSpace: true } as const;
export const openAdminDataRequest = (body: DataRequestBody) =>
  api.post<DataRequest>('/admin/data-requests', body, admin);
export const fetchAdminDataRequest = (id: string) =>
  api.get<DataRequest>(`/admin/data-requests/${id}`, admin);
export const eraseAdminDataRequest = (id: string, confirm: string) =>
  api.post<DataRequest>(`/admin/data-requests/${id}/erase`, { confirm }, admin);
export const fetchAdminAuditLog = () => api.get<AuditLog>('/admin/audit-log', admin);
export const downloadAdminExport = (id: string) =>
  save(fetch(`/api/admin/data-requests/${id}/export`, authorized()), `data-request-${id}.zip`);
export const downloadAdminAuditLog = () =>
  save(fetch('/api/admin/audit-log/export', authorized()), 'audit-log.csv');

export const fetchAgencyGroups = () => api.get<AgencyGroups>('/admin/agency-groups', admin);
export const createAgencyGroup = (body: AgencyGroupBody) =>
  api.post<AgencyGroup>('/admin/agency-groups', body, admin);
export const updateAgencyGroup = (id: string, body: AgencyGroupBody) =>
  api.put<AgencyGroup>(`/admin/agency-groups/${id}`, body, admin);
export const deleteAgencyGroup = (id: string) => api.delete(`/admin/agency-groups/${id}`, admin);
export const fetchAgencyOverlap = (id: string) =>
  api.get<AgencyOverlap>(`/admin/agency-groups/${id}/overlap`, admin);
/** The workspaces an admin may add to a group: the admin console's customers, by name. */
export const searchWorkspaces = (q: string) =>
  api.get<CustomersPage>('/admin/customers', { ...admin, query: { q, limit: '20' } });
