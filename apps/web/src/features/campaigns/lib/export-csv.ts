import { fetchCampaignProspects, PROSPECTS_PAGE_SIZE } from '../api/fetch-prospects';
import type { CampaignProspect } from '../types';

const COLUMNS: (keyof CampaignProspect)[] = ['full_name', 'position', 'company', 'profile_link', 'status', 'paused_reason', 'wait_reason', 'current_step', 'next_run_at'];

const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Export a campaign's prospects as CSV (000 §4 "export"), built page by page in the browser. */
export async function exportCampaignCsv(workflowId: string, name: string): Promise<number> {
  const rows: CampaignProspect[] = [];
  for (let page = 1; page <= 400; page++) {
    const { items, total } = await fetchCampaignProspects(workflowId, { status: null, page });
    rows.push(...items);
    if (items.length < PROSPECTS_PAGE_SIZE || rows.length >= total) break;
  }
  const csv = [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => cell(r[c])).join(','))].join('\n');
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name.replace(/[^\w-]+/g, '_') || 'campaign'}.csv`;
  a.click();
  URL.revokeObjectURL(url);
  return rows.length;
}
