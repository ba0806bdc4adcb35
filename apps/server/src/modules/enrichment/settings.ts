import {
  CODES,
  DEFAULT_REFRESH_AFTER_DAYS,
  ENRICHMENT_SOURCES,
  SOURCE_FIELDS,
  type CatchAllPolicy,
  type EnrichedField,
  type EnrichmentSettings,
  type EnrichmentSettingsBody,
  type EnrichmentSource,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { enrichmentSettings } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';
import type { EnrichmentSources } from '../../providers/enrichment/index.js';

/** A workspace's waterfall as the server uses it. */
export interface Waterfall {
  email: EnrichmentSource[];
  phone: EnrichmentSource[];
  catchAllPolicy: CatchAllPolicy;
  refreshAfterDays: number;
}

/** Until a workspace orders its own: the sandbox for both fields, catch-alls skipped, 90 days. */
export const DEFAULT_WATERFALL: Waterfall = {
  email: ['sandbox'],
  phone: ['sandbox'],
  catchAllPolicy: 'skip',
  refreshAfterDays: DEFAULT_REFRESH_AFTER_DAYS,
};

export async function loadWaterfall(db: Db, spaceId: string): Promise<Waterfall> {
  const [row] = await db.select().from(enrichmentSettings).where(inSpace(enrichmentSettings, spaceId));
  if (!row) return DEFAULT_WATERFALL;
  return {
    email: row.emailSources as EnrichmentSource[],
    phone: row.phoneSources as EnrichmentSource[],
    catchAllPolicy: row.catchAllPolicy as CatchAllPolicy,
    refreshAfterDays: row.refreshAfterDays,
  };
}

export const availableSources = (sources: EnrichmentSources): EnrichmentSource[] =>
  ENRICHMENT_SOURCES.filter((s) => sources[s]);

export function settingsView(w: Waterfall, sources: EnrichmentSources): EnrichmentSettings {
  return {
    email_sources: w.email,
    phone_sources: w.phone,
    catch_all_policy: w.catchAllPolicy,
    refresh_after_days: w.refreshAfterDays,
    available_sources: availableSources(sources),
  };
}

/** Saves the parts given; a source this server cannot reach, or one that cannot find the field, is refused. */
export async function saveWaterfall(
  db: Db,
  spaceId: string,
  sources: EnrichmentSources,
  body: EnrichmentSettingsBody,
): Promise<Waterfall> {
  const current = await loadWaterfall(db, spaceId);
  const next: Waterfall = {
    email: body.email_sources ?? current.email,
    phone: body.phone_sources ?? current.phone,
    catchAllPolicy: body.catch_all_policy ?? current.catchAllPolicy,
    refreshAfterDays: body.refresh_after_days ?? current.refreshAfterDays,
  };
  const check = (list: EnrichmentSource[], field: EnrichedField) => {
    for (const s of list)
      if (!sources[s] || !SOURCE_FIELDS[s].includes(field)) throw badRequest(CODES.invalidRequest);
  };
  check(next.email, 'email');
  check(next.phone, 'phone');
  const values = {
    emailSources: next.email,
    phoneSources: next.phone,
    catchAllPolicy: next.catchAllPolicy,
    refreshAfterDays: next.refreshAfterDays,
    updatedAt: new Date(),
  };
  await db
    .insert(enrichmentSettings)
    .values({ spaceId, ...values })
    .onConflictDoUpdate({ target: enrichmentSettings.spaceId, set: values });
  return next;
}
