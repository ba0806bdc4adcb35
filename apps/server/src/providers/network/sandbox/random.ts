import { createHash } from 'node:crypto';

/**
 * Order-independent seeded randomness: the same seed and the same key parts always give the same number,
 * whatever else happened before. That keeps the sandbox deterministic even with concurrent workers.
 */
export function uniform(seed: number, ...parts: (string | number)[]): number {
  const digest = createHash('sha256')
    .update(`${seed}|${parts.join('|')}`)
    .digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

export function stableId(prefix: string, seed: number, ...parts: (string | number)[]): string {
  return `${prefix}_${createHash('sha256')
    .update(`${seed}|${parts.join('|')}`)
    .digest('hex')
    .slice(0, 20)}`;
}

/** A log-uniform delay between min and max milliseconds: many short, some very long. */
export function logUniformMs(u: number, minMs: number, maxMs: number): number {
  return Math.round(Math.exp(Math.log(minMs) + u * (Math.log(maxMs) - Math.log(minMs))));
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
