import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import type { ReportKind } from '@leadloop/domain';
import { ApiError } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { viewerTimeZone, type ReportState } from '../lib/filters';

/**
 * GET /reports/export_csv: the server streams the CSV of one report (not an envelope), with headers in
 * the interface language; this call hands it to the browser as a download.
 */
export async function exportReportCsv(report: ReportKind, state: ReportState, lang: string): Promise<void> {
  const params = new URLSearchParams({ report, period: state.period, tz: viewerTimeZone(), lang });
  if (state.accounts.length) params.set('accounts', state.accounts.join(','));
  if (state.campaigns.length) params.set('campaigns', state.campaigns.join(','));
  if (state.members.length) params.set('members', state.members.join(','));
  const space = getCurrentSpace();
  if (space) params.set('space', space);
  const token = storage.get(STORAGE_KEYS.token);
  const response = await window.fetch(`/api/reports/export_csv?${params.toString()}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? MESSAGES.somethingWentWrong, response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${report}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
