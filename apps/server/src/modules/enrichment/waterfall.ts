import {
  ENRICH_EMAIL_CREDIT_COST,
  SOURCE_FIELDS,
  type CreditCategory,
  type EnrichmentSource,
  type SpendOrigin,
} from '@leadloop/domain';
import { eq } from 'drizzle-orm';
import { enrichmentCharges, prospects } from '../../db/schema/index.js';
import type { EnrichmentQuery } from '../../providers/enrichment/index.js';
import { spendCredits } from '../credits/index.js';
import { saveFoundEmail, saveFoundPhone } from '../prospects-core/index.js';
import type { EnrichDeps } from './deps.js';
import {
  findAttempt,
  provenanceOf,
  recordAttempt,
  recordVerification,
  writeProvenance,
  type Attempt,
  type ProspectRow,
} from './records.js';
import { loadWaterfall, type Waterfall } from './settings.js';

export interface EnrichOptions {
  /**
   * The run this enrichment belongs to: a bulk run's id, a campaign step's action key, a fresh id for a
   * click. With the prospect and the field it makes the idempotency key: one charge per key, ever.
   */
  runKey: string;
  origin: SpendOrigin;
  category: Extract<CreditCategory, 'enrich_email_phone' | 'prospect_finder_enrich'>;
  userId: string | null;
  credentialId?: string | null;
  /** The workspace's waterfall when the caller has it already (a bulk run reads it once). */
  waterfall?: Waterfall;
}

export interface EnrichOneResult {
  /** hit: a verified email (charged, or charged earlier under this key); fresh: one younger than the age. */
  email: 'hit' | 'fresh' | 'catch_all' | 'unverified' | 'not_found';
  phone: 'found' | 'fresh' | 'not_found';
  emailSource: EnrichmentSource | null;
  creditsSpent: number;
  prospect: ProspectRow;
}

const DAY_MS = 86_400_000;
export const idempotencyKey = (runKey: string, prospectId: string, field: 'email' | 'phone') =>
  `${runKey}:${prospectId}:${field}`;

/**
 * One prospect through the workspace's waterfall (issue 37 item 3). Email: each source in order until one
 * gives an address our check finds valid; that hit is charged (the ledger names its source) in the
 * transaction that stores it, once per idempotency key. A catch-all answer is kept as the fallback, stored
 * uncharged unless the workspace skips catch-alls. Phone: the phone the email's source gave alongside (free),
 * else the phone sources in order. A source that is down throws SourceUnavailableError: nothing of this
 * field is charged or stored, and the retry asks only the sources that had not answered.
 */
export async function enrichOne(
  deps: EnrichDeps,
  p: ProspectRow,
  o: EnrichOptions,
): Promise<EnrichOneResult> {
  const { db } = deps;
  const now = deps.now();
  const w = o.waterfall ?? (await loadWaterfall(db, p.spaceId));
  const prov = await provenanceOf(db, p.id);
  const staleBefore = now.getTime() - w.refreshAfterDays * DAY_MS;
  const isStale = (field: 'email' | 'phone') => {
    const row = prov.find((r) => r.field === field);
    return Boolean(row && row.foundAt.getTime() < staleBefore);
  };
  const query: EnrichmentQuery = {
    networkId: p.networkId,
    profileLink: p.profileLink,
    firstName: p.firstName,
    lastName: p.lastName,
    company: p.company,
    companyDomain: p.companyDomain,
  };
  let row = p;
  let creditsSpent = 0;
  let email: EnrichOneResult['email'] = 'fresh';
  let emailSource: EnrichmentSource | null = null;
  // phones the email sources gave, in waterfall order (a source asked once answers both fields)
  const phones = new Map<EnrichmentSource, string | null>();

  const emailKey = idempotencyKey(o.runKey, p.id, 'email');
  const needEmail = !p.enrichedEmail || isStale('email');
  // charged under this key already (a repeat after a crash): the hit is this run's, not a fresh one
  if (await charged(deps, emailKey)) email = 'hit';
  else if (needEmail) {
    email = 'not_found';
    let fallback: { source: EnrichmentSource; address: string } | null = null;
    for (const name of w.email) {
      const a = await ask(deps, p.spaceId, name, emailKey, query, now);
      if (!a) continue;
      phones.set(name, a.phone);
      if (a.outcome === 'hit' && a.email) {
        const phone = !p.phone || isStale('phone') ? (a.phone ?? p.phone) : p.phone;
        const stored = await chargeAndStore(deps, p, o, emailKey, name, a.email, phone, now);
        row = stored.row;
        creditsSpent += stored.spent;
        if (phone && phone !== p.phone) await writeProvenance(db, p, 'phone', phone, name, 'unknown', now);
        email = 'hit';
        emailSource = name;
        break;
      }
      if (a.outcome === 'unverified') email = 'unverified';
      if (a.verification === 'catch_all' && a.email && !fallback)
        fallback = { source: name, address: a.email };
    }
    if (email !== 'hit' && fallback) {
      email = 'catch_all';
      if (w.catchAllPolicy !== 'skip') {
        const address = fallback.address;
        row = await db.transaction(async (tx) => {
          const saved = await saveFoundEmail(tx, p, { email: address, phone: p.phone, at: now });
          await writeProvenance(tx, p, 'email', address, fallback.source, 'catch_all', now);
          return saved;
        });
        emailSource = fallback.source;
      }
    }
  }

  let phone: EnrichOneResult['phone'] = 'fresh';
  if (row.phone !== p.phone) phone = 'found';
  else if (!row.phone || isStale('phone')) {
    phone = 'not_found';
    const phoneKey = idempotencyKey(o.runKey, p.id, 'phone');
    for (const name of w.phone) {
      if (!SOURCE_FIELDS[name].includes('phone')) continue;
      const value = phones.has(name)
        ? phones.get(name)
        : (await ask(deps, p.spaceId, name, phoneKey, query, now, false))?.phone;
      if (!value) continue;
      await saveFoundPhone(db, p.id, value, now);
      await writeProvenance(db, p, 'phone', value, name, 'unknown', now);
      [row] = (await db.select().from(prospects).where(eq(prospects.id, p.id))) as [ProspectRow];
      phone = 'found';
      break;
    }
  }
  return { email, phone, emailSource, creditsSpent, prospect: row };
}

/** One source's answer under a key: reused when it answered recently, else asked (and the email checked). */
async function ask(
  deps: EnrichDeps,
  spaceId: string,
  name: EnrichmentSource,
  key: string,
  query: EnrichmentQuery,
  now: Date,
  checkEmail = true,
): Promise<Attempt | null> {
  const source = deps.sources[name];
  if (!source) return null;
  const known = await findAttempt(deps.db, key, name, now);
  if (known) return known;
  // throws SourceUnavailableError when the source is down: nothing recorded, asked again on the retry
  const found = await source.findContact(query);
  let verification: Attempt['verification'] = null;
  if (found.email && checkEmail) {
    const v = await deps.verifier.verify(found.email);
    await recordVerification(deps.db, spaceId, found.email, v, now);
    verification = v.result;
  }
  const attempt: Attempt = {
    outcome: !found.email ? 'miss' : verification === 'valid' ? 'hit' : 'unverified',
    email: found.email,
    phone: found.phone,
    verification,
  };
  await recordAttempt(deps.db, spaceId, key, name, attempt, now);
  return attempt;
}

async function charged(deps: EnrichDeps, key: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ key: enrichmentCharges.idempotencyKey })
    .from(enrichmentCharges)
    .where(eq(enrichmentCharges.idempotencyKey, key));
  return Boolean(row);
}

/** The charge (once per key, the ledger naming the source) and the stored email, in one transaction. */
async function chargeAndStore(
  deps: EnrichDeps,
  p: ProspectRow,
  o: EnrichOptions,
  key: string,
  source: EnrichmentSource,
  email: string,
  phone: string | null,
  now: Date,
): Promise<{ row: ProspectRow; spent: number }> {
  return deps.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(enrichmentCharges)
      .values({
        idempotencyKey: key,
        spaceId: p.spaceId,
        prospectId: p.id,
        field: 'email',
        source,
        amount: ENRICH_EMAIL_CREDIT_COST,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: enrichmentCharges.idempotencyKey });
    if (first)
      await spendCredits(tx, {
        spaceId: p.spaceId,
        category: o.category,
        amount: ENRICH_EMAIL_CREDIT_COST,
        origin: o.origin,
        userId: o.userId,
        credentialId: o.credentialId ?? null,
        details: { prospect_id: p.id, email, source, field: 'email', idempotency_key: key },
      });
    const saved = await saveFoundEmail(tx, p, { email, phone, at: now });
    await writeProvenance(tx, p, 'email', email, source, 'valid', now);
    return { row: saved, spent: first ? ENRICH_EMAIL_CREDIT_COST : 0 };
  });
}
