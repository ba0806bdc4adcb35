import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { ApiError } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import type { ProspectFilters } from '../lib/filters';
import { filtersQuery } from './fetch-prospects';

/**
 * GET /profiles/export_csv: the server writes the CSV of every prospect matching the filters (not an
 * envelope), so this call streams the file itself and hands it to the browser as a download.
 */
export async function exportProspectsCsv(
  credentialId: string | null,
  filters: ProspectFilters,
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersQuery(credentialId, filters)))
    if (value !== undefined) params.set(key, String(value));
  const space = getCurrentSpace();
  if (space) params.set('space', space);
  const token = storage.get(STORAGE_KEYS.token);
  const response = await window.fetch(`/api/profiles/export_csv?${params.toString()}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? MESSAGES.somethingWentWrong, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `prospects-${new Date().toISOString().slice(0, 10)}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
