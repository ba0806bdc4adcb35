import type { StepOutcome } from '../types.js';

/** A step the network (or mailbox) carried out: its record id and what it sent. */
export function done(
  r: { id: string },
  payload: Record<string, unknown> = {},
): Extract<StepOutcome, { kind: 'done' }> {
  return { kind: 'done', externalId: r.id, payload };
}
