import type { CrmLink } from '@leadloop/domain/crm/entities';
import { toCrmPlatform } from '@leadloop/domain/crm/platforms';
import { and, asc, eq, sql } from 'drizzle-orm';
import { crmConnections, crmLinks } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import type { CrmDeps, RemoteCrmPlatform } from '../../providers/crm/index.js';

/** GET links?prospect: the prospect's CRM records (the prospect card shows them). */
export async function prospectLinks(deps: CrmDeps, spaceId: string, prospectId: string): Promise<CrmLink[]> {
  const rows = await deps.db
    .select({ link: crmLinks, accountId: crmConnections.accountId })
    .from(crmLinks)
    .leftJoin(
      crmConnections,
      and(inSpace(crmConnections, crmLinks.spaceId), eq(crmConnections.platform, crmLinks.platform)),
    )
    .where(
      and(
        inSpace(crmLinks, spaceId),
        eq(crmLinks.prospectId, prospectId),
        sql`${crmLinks.recordId} not like 'pending:%'`,
      ),
    )
    .orderBy(asc(crmLinks.platform), asc(crmLinks.recordType));
  const links: CrmLink[] = [];
  for (const { link, accountId } of rows) {
    const platform = toCrmPlatform(link.platform);
    let url: string | null = null;
    if (platform !== 'default') {
      const api = await deps.runtime.api(platform as RemoteCrmPlatform, {
        current: () => Promise.reject(new Error('no call')),
        refreshed: () => Promise.reject(new Error('no call')),
      });
      url = api.recordUrl(link.recordType as 'contact' | 'deal', link.recordId, accountId);
    } else if (link.recordType === 'deal') url = `/crm/manage/default?deal=${link.recordId}`;
    links.push({
      _id: link.id,
      platform,
      record_type: link.recordType as 'contact' | 'deal',
      record_id: link.recordId,
      url,
      name: link.name,
      stage_name: link.stageName,
      owner_name: link.ownerName,
      remote_modified_at: link.remoteModifiedAt?.toISOString() ?? null,
      synced_at: link.syncedAt.toISOString(),
    });
  }
  return links;
}
