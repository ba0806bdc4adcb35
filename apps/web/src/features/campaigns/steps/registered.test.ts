import { describe, expect, it } from 'vitest';
import { STEP_DEFINITIONS } from '@leadloop/domain/steps/registry';
import { STEP_EDITORS } from './registered';

describe('the step editors', () => {
  it('give every step with fields of its own an editor of its own, and name only defined steps', () => {
    const withFields = STEP_DEFINITIONS.filter((d) => Object.keys(d.fields ?? {}).length > 0).map(
      (d) => d.type,
    );
    expect(withFields.filter((type) => !STEP_EDITORS[type]?.Fields)).toEqual([]);
    const defined = new Set<string>(STEP_DEFINITIONS.map((d) => d.type));
    expect(Object.keys(STEP_EDITORS).filter((type) => !defined.has(type))).toEqual([]);
  });
});
