import { describe, expect, it } from 'vitest';
import { CONDITION_KINDS, RUNNABLE_STEP_TYPES, STEP_TYPES } from './enums';

describe('runnable step types and condition kinds', () => {
  it('the engine runs the steps of issue 5 §3, all of them known step types', () => {
    // Every step type (pinned in enums-more.test.ts) runs (crm_push since issue 21, ai_comment since issue 19,
    // SMS since issue 40).
    expect(STEP_TYPES.filter((t) => !(RUNNABLE_STEP_TYPES as readonly string[]).includes(t))).toEqual([]);
    for (const type of RUNNABLE_STEP_TYPES) expect(STEP_TYPES).toContain(type);
  });

  it('smart-sequence conditions: connected, replied, accepted within N days, has email, opened, clicked, reply labelled', () => {
    expect(CONDITION_KINDS).toEqual([
      'is_connected',
      'has_replied',
      'accepted_within',
      'has_email',
      'email_opened',
      'email_clicked',
      'reply_labelled',
    ]);
  });
});
