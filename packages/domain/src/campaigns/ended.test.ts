import { describe, expect, it } from 'vitest';
import { endedEarly } from './ended.js';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute)).toISOString();

describe('endedEarly', () => {
  it('a view and an invitation done, the messages skipped (never accepted): ended early, two steps left', () => {
    expect(
      endedEarly({
        m2: { status: 'skipped', reason: 'no_actions', at: at(9) },
        view: { status: 'complete', at: at(1) },
        invite: { status: 'complete', at: at(2) },
        m1: { status: 'skipped', reason: 'no_actions', at: at(8) },
      }),
    ).toEqual({ reason: 'no_actions', skipped: 2 });
  });

  it('every step done, or an early step skipped with the rest done: went through the whole sequence', () => {
    expect(
      endedEarly([
        { status: 'complete', at: at(1) },
        { status: 'complete', at: at(2) },
      ]),
    ).toBeNull();
    expect(
      endedEarly([
        { status: 'skipped', reason: 'already_connected', at: at(1) },
        { status: 'complete', at: at(2) },
      ]),
    ).toBeNull();
    expect(endedEarly([])).toBeNull();
  });
});
