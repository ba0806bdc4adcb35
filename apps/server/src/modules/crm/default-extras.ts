import type {
  CrmCompany,
  CrmDuplicates,
  CrmInfo,
  CrmProfile,
  CrmSuggestions,
} from '@leadloop/domain/crm/entities';
import { REMOTE_CRM_PLATFORMS } from '@leadloop/domain/crm/platforms';
import { and, arrayOverlaps, asc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crmConnections, prospects, spaces } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import { connectedApi, CrmAuthError, CrmUnavailableError, type CrmDeps } from '../../providers/crm/index.js';
import { likePattern, type AccountScope } from '../prospects/index.js';

const visible = (scope: AccountScope) =>
  scope.credentialIds === null ? undefined : arrayOverlaps(prospects.credentialIds, scope.credentialIds);

/** The native CRM needs no sign-in: it is always connected. */
export const defaultInfo = (): CrmInfo => ({
  platform: 'default',
  connected: true,
  is_expired: false,
  is_sandbox: false,
  account_name: 'Leadloop CRM',
  user: null,
  last_synced_at: null,
});

/** GET default/profiles?q: the workspace's prospects (the native CRM's contacts). */
export async function defaultProfiles(
  db: Db,
  scope: AccountScope,
  q: string,
  limit: number,
): Promise<CrmProfile[]> {
  const rows = await db
    .select()
    .from(prospects)
    .where(
      and(
        inSpace(prospects, scope.spaceId),
        visible(scope),
        q ? ilike(prospects.searchText, likePattern(q.toLowerCase())) : undefined,
      ),
    )
    .orderBy(asc(prospects.firstName), asc(prospects.lastName))
    .limit(limit);
  return rows.map((p) => ({
    _id: p.id,
    name: `${p.firstName} ${p.lastName}`.trim() || p.fullName,
    email: p.workEmail ?? p.personalEmail ?? p.enrichedEmail ?? null,
    company: p.company,
  }));
}

/** GET default/companies?q: the companies of the workspace's prospects. */
export async function defaultCompanies(
  db: Db,
  scope: AccountScope,
  q: string,
  limit: number,
): Promise<CrmCompany[]> {
  const rows = await db
    .selectDistinct({ name: prospects.company, domain: prospects.companyDomain })
    .from(prospects)
    .where(
      and(
        inSpace(prospects, scope.spaceId),
        visible(scope),
        isNotNull(prospects.company),
        q ? ilike(prospects.company, likePattern(q)) : undefined,
      ),
    )
    .orderBy(asc(prospects.company))
    .limit(limit);
  return rows.map((r) => ({ _id: r.name!, name: r.name!, domain: r.domain }));
}

/** GET /integrations/crm/suggestions: the platforms and whether each is connected, and the CRMs the team asked for. */
export async function suggestions(db: Db, spaceId: string): Promise<CrmSuggestions> {
  const rows = await db
    .select({ platform: crmConnections.platform, expiredAt: crmConnections.expiredAt })
    .from(crmConnections)
    .where(inSpace(crmConnections, spaceId));
  const [space] = await db.select({ config: spaces.config }).from(spaces).where(eq(spaces.id, spaceId));
  const asked = (
    (space?.config as { crm_suggestions?: { crm_suggestion: string }[] })?.crm_suggestions ?? []
  ).map((s) => s.crm_suggestion);
  return {
    platforms: [
      { platform: 'default', connected: true },
      ...REMOTE_CRM_PLATFORMS.map((platform) => ({
        platform,
        connected: rows.some((r) => r.platform === platform && !r.expiredAt),
      })),
    ],
    suggestions: [...new Set(asked)],
  };
}

/**
 * POST export_duplicates {email}: the records that already hold this email — prospects of the native CRM
 * and contacts of each connected CRM — so an export does not add a second contact.
 */
export async function exportDuplicates(
  deps: CrmDeps,
  scope: AccountScope,
  email: string,
): Promise<CrmDuplicates> {
  const needle = email.trim().toLowerCase();
  if (!needle) return { duplicates: [] };
  const native = await deps.db
    .select({ id: prospects.id, first: prospects.firstName, last: prospects.lastName })
    .from(prospects)
    .where(
      and(
        inSpace(prospects, scope.spaceId),
        visible(scope),
        or(
          sql`lower(${prospects.workEmail}) = ${needle}`,
          sql`lower(${prospects.personalEmail}) = ${needle}`,
          sql`lower(${prospects.enrichedEmail}) = ${needle}`,
        ),
      ),
    )
    .limit(10);
  const duplicates: CrmDuplicates['duplicates'] = native.map((p) => ({
    platform: 'default',
    record_id: p.id,
    name: `${p.first} ${p.last}`.trim(),
  }));
  for (const platform of REMOTE_CRM_PLATFORMS) {
    try {
      const connected = await connectedApi(deps, scope.spaceId, platform);
      const found = connected ? await connected.api.findContactByEmail(needle) : null;
      if (found) duplicates.push({ platform, record_id: found.id, name: found.name });
    } catch (error) {
      if (!(error instanceof CrmAuthError || error instanceof CrmUnavailableError)) throw error;
    }
  }
  return { duplicates };
}
