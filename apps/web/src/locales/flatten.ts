type Tree = Record<string, unknown>;

/** A locale tree as `a.b.c` keys and their texts (the locale tests read every value this way). */
export function flatten(tree: unknown, prefix = ''): Record<string, string> {
  if (typeof tree === 'string') return { [prefix]: tree };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree as Tree))
    Object.assign(out, flatten(value, prefix ? `${prefix}.${key}` : key));
  return out;
}
