// No zod here: the web shell uses these checks without loading the schema library.
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** A DNS hostname with at least two labels and an alphabetic top-level domain. */
export function isHostname(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((l) => HOST_LABEL.test(l))) return false;
  return /^[a-z]{2,63}$/i.test(labels[labels.length - 1]);
}
