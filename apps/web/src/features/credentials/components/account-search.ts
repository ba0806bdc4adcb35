import type { Credential } from '../types';

/** 000 §2 switcher search: prefix of first name, last name or username, case-insensitive. */
export function matchesAccountSearch(
  c: Pick<Credential, 'first_name' | 'last_name' | 'username'>,
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [c.first_name, c.last_name, c.username].some((field) => (field ?? '').toLowerCase().startsWith(q));
}
