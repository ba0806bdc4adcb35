import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import type { AuditLog, DataRequest, DataRequestBody } from '@leadloop/domain/agency/entities';
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
export async function downloadPrivacyFile(path: string, filename: string): Promise<void> {
  const params = new URLSearchParams();
  const space = getCurrentSpace();
  if (space) params.set('space', space);
  const token = storage.get(STORAGE_KEYS.token);
  const response = await window.fetch(`/api/privacy/${path}?${params.toString()}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
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
