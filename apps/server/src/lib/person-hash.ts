import { inArray } from 'drizzle-orm';
import type { PersonIdKind } from '@leadloop/domain/agency/rules';
import type { Db } from '../db/client.js';
import { dataSuppressions } from '../db/schema/index.js';
import { sha256 } from './ids.js';

/**
 * One person, however spelled (issue 42): an email lower-cased, a phone as its digits, a profile link as
 * its handle. Only hashes of these leave this file for agency contacts and suppressions.
 */
export function normalizeIdentifier(kind: PersonIdKind, raw: string): string | null {
  const value = raw.trim().toLowerCase();
  if (!value) return null;
  if (kind === 'email') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : null;
  if (kind === 'phone') {
    const digits = value.replace(/\D/g, '');
    return digits.length >= 6 ? digits : null;
  }
  const handle = /\/in\/([^/?#]+)/.exec(value)?.[1] ?? (/^[a-z0-9%_.-]+$/.test(value) ? value : null);
  return handle ? decodeURIComponent(handle) : null;
}

export const personHash = (kind: PersonIdKind, normalized: string): string => sha256(`${kind}:${normalized}`);

export interface PersonFields {
  profileLink?: string | null;
  networkId?: string | null;
  workEmail?: string | null;
  personalEmail?: string | null;
  enrichedEmail?: string | null;
  phone?: string | null;
}

/** Every hash a prospect is known by (its emails, phone and profile handle), sorted and distinct. */
export function personHashesOf(p: PersonFields): string[] {
  return [...new Set(personIdsOf(p).map((i) => i.hash))].sort();
}

/** A prospect's identifiers, normalised, with their hashes. */
export function personIdsOf(p: PersonFields): { kind: PersonIdKind; hash: string }[] {
  const ids: [PersonIdKind, string | null | undefined][] = [
    ['email', p.workEmail],
    ['email', p.personalEmail],
    ['email', p.enrichedEmail],
    ['phone', p.phone],
    ['profile', p.networkId ?? p.profileLink],
  ];
  const found: { kind: PersonIdKind; hash: string }[] = [];
  for (const [kind, raw] of ids) {
    const normalized = raw ? normalizeIdentifier(kind, raw) : null;
    if (normalized) found.push({ kind, hash: personHash(kind, normalized) });
  }
  return found;
}

/** Of these hashes, the ones an erasure suppressed. */
export async function suppressedAmong(db: Db, hashes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const distinct = [...new Set(hashes)];
  for (let i = 0; i < distinct.length; i += 5000) {
    const rows = await db
      .select({ hash: dataSuppressions.hash })
      .from(dataSuppressions)
      .where(inArray(dataSuppressions.hash, distinct.slice(i, i + 5000)));
    for (const r of rows) found.add(r.hash);
  }
  return found;
}
