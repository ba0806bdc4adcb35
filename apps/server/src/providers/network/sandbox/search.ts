import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Accented letters and what they fold to (translate() needs equal lengths; no extension needed). */
const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñß';
const PLAIN = 'aaaaaaaeeeeeiiiiiooooooouuuuuyycns';

/** A search text as the network reads it: lower case, accents folded, split into words (any order). */
export function searchWords(text: string | null | undefined, max = 10): string[] {
  if (!text) return [];
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, max);
}

const folded = (column: AnyPgColumn): SQL => sql`translate(lower(${column}::text), ${ACCENTED}, ${PLAIN})`;
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word must appear in one of the columns (words in any order, case and accents ignored), as the
 * network's people search matches "fintech founder" against names, headline, title, company, industry
 * and skills.
 */
export function allWordsIn(text: string | null | undefined, columns: AnyPgColumn[]): SQL | undefined {
  const words = searchWords(text);
  if (!words.length) return undefined;
  return and(
    ...words.map((word) => or(...columns.map((c) => sql`${folded(c)} like ${`%${escapeLike(word)}%`}`))),
  );
}
