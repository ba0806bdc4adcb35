import { GENERIC_MESSAGES as MESSAGES } from '@leadloop/domain/messages/generic';
import { ApiError } from '../../../lib/api-error';
import { getCurrentSpace } from '../../../lib/current-space';
import { storage, STORAGE_KEYS } from '../../../lib/storage';

/** Export a campaign's prospects as CSV (000 §4 "export"): GET /workflows/{id}/export_csv, saved as a file. */
export async function exportCampaignCsv(workflowId: string, name: string): Promise<void> {
  const space = getCurrentSpace();
  const response = await fetch(
    `/api/workflows/${workflowId}/export_csv${space ? `?space=${encodeURIComponent(space)}` : ''}`,
    {
      headers: { authorization: `Bearer ${storage.get(STORAGE_KEYS.token) ?? ''}` },
    },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? MESSAGES.somethingWentWrong, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name.replace(/[^\w-]+/g, '_') || 'campaign'}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}
