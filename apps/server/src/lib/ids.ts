import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token for clients (bearer tokens, one-time codes in links). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens and one-time codes are stored only as this hash. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A human-friendly random code (no 0/O/1/I) of the given length. */
export function randomCode(length: number, alphabet = CODE_ALPHABET): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[bytes[i]! % alphabet.length];
  return out;
}

/** A numeric code such as a 6-digit security code. */
export const randomDigits = (length: number): string => randomCode(length, '0123456789');

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A well-formed uuid (ids from the address are checked before they reach a uuid column). */
export const isUuid = (value: string): boolean => UUID_RE.test(value);
