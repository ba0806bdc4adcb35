import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Accented letters and what they fold to (translate() needs equal lengths; no extension needed). */
const LOWER_ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñßąćęńśźżčďěňřšťůžőűășț';
const LOWER_PLAIN = 'aaaaaaaeeeeeiiiiiooooooouuuuuyycnsacenszzcdenrstuzouast';
// Upper-case forms too: PostgreSQL's lower() leaves them as they are under the C locale (PGlite does not).
const UPPER = [...LOWER_ACCENTED].map((c, i) => [c.toUpperCase(), LOWER_PLAIN[i]!] as const);
const SINGLE = UPPER.filter(([u], i) => u.length === 1 && u !== LOWER_ACCENTED[i]);
export const ACCENTED = LOWER_ACCENTED + SINGLE.map(([u]) => u).join('');
export const PLAIN = LOWER_PLAIN + SINGLE.map(([, p]) => p).join('');

/** A search text as the network reads it: lower case, accents folded, split into words (any order). */
export function searchWords(text: string | null | undefined, max = 10): string[] {
  if (!text) return [];
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, max);
}

/** SQL folding a text the way searchWords folds the query (lower case, accents removed). */
export const foldSql = (text: SQL | AnyPgColumn): SQL =>
  sql`translate(lower(${text}::text), ${ACCENTED}, ${PLAIN})`;

/**
 * A member's search text: names, headline, title, company, industry and skills, lower-cased once when the
 * population is written, so a search reads one column per word. The generated word lists are plain ASCII (a
 * test holds them to it), so lower() is their whole fold; only the names (short, accented: José, Müller)
 * go through translate(), which over the whole text of 100,000 rows would cost seconds at population.
 * 0016 backfilled older populations with the full fold.
 */
export const memberSearchTextSql = sql.raw(
  `concat_ws(' ', translate(lower(first_name), '${ACCENTED}', '${PLAIN}'), translate(lower(last_name), '${ACCENTED}', '${PLAIN}'),
    lower(concat_ws(' ', headline, title, company, industry, skills::text)))`,
);

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word must appear (words in any order, case and accents ignored), as the network's people search
 * matches "fintech founder". `folded` columns already hold folded text; others are folded per row.
 */
export function allWordsIn(
  text: string | null | undefined,
  columns: AnyPgColumn[],
  { folded = false } = {},
): SQL | undefined {
  const words = searchWords(text);
  if (!words.length) return undefined;
  return and(
    ...words.map((word) =>
      or(...columns.map((c) => sql`${folded ? c : foldSql(c)} like ${`%${escapeLike(word)}%`}`)),
    ),
  );
}
