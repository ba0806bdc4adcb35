import { z } from 'zod';

/**
 * Form bodies (urlencoded, multipart) deliver every value as a string. These helpers accept the
 * real JSON type and the usual string spellings, and refuse anything else.
 */
const TRUE_STRINGS = new Set(['true', '1', 'on', 'yes']);
const FALSE_STRINGS = new Set(['false', '0', 'off', 'no', '']);

export function toBoolean(value: unknown): unknown {
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (TRUE_STRINGS.has(v)) return true;
    if (FALSE_STRINGS.has(v)) return false;
  }
  if (value === 1) return true;
  if (value === 0) return false;
  return value;
}

export function toNumber(value: unknown): unknown {
  if (typeof value === 'string') {
    const v = value.trim();
    if (v === '') return undefined;
    if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(v)) return Number(v);
  }
  return value;
}

/** A boolean that may arrive as 'true'/'false'/'1'/'0'/'on'/'off'. */
export const zBool = () => z.preprocess(toBoolean, z.boolean());

/** An integer that may arrive as a numeric string; optional bounds. */
export const zInt = (opts: { min?: number; max?: number; message?: string } = {}) => {
  let schema = z.number({ error: opts.message }).int(opts.message);
  if (opts.min !== undefined) schema = schema.min(opts.min, opts.message);
  if (opts.max !== undefined) schema = schema.max(opts.max, opts.message);
  return z.preprocess(toNumber, schema);
};

/** A finite number that may arrive as a numeric string. */
export const zNumber = (message?: string) => z.preprocess(toNumber, z.number({ error: message }));

/** An empty form field ('' or whitespace) counts as absent. */
export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Arrays from forms: a JSON array string, a comma-separated string, or a real array. */
export function toArray(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  if (v === '') return [];
  if (v.startsWith('[')) {
    try {
      return JSON.parse(v);
    } catch {
      return value;
    }
  }
  return v.split(/[\s,;]+/).filter(Boolean);
}

/** Objects from forms: a JSON object string or a real object. */
export function toObject(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  if (v === '' || v === 'null') return null;
  try {
    return JSON.parse(v);
  } catch {
    return value;
  }
}
