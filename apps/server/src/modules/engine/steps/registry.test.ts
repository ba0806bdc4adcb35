import { describe, expect, it } from 'vitest';
import { STEP_DEFINITIONS } from '@leadloop/domain/steps/registry';
import type { AppContext } from '../../../lib/context.js';
import { installSteps, STEP_REGISTRATIONS } from '../../steps.js';
import { engineDeps } from '../engine.js';
import { ENGINE_STEP_HANDLERS, StepRegistry, stepRegistry } from './index.js';

const ctx = () => ({ db: {} }) as AppContext;

describe('the step registry', () => {
  it('has a handler for every step definition once every area has registered its steps', () => {
    const registry = installSteps(ctx());
    for (const definition of STEP_DEFINITIONS)
      expect(registry.handlerOf(definition.type)?.runs, definition.type).toBe(definition.runs);
  });

  it('stops the start when a step type has no handler', () => {
    const withoutCrm = STEP_REGISTRATIONS.filter((register) => register.name !== 'registerCrmSteps');
    expect(withoutCrm).toHaveLength(STEP_REGISTRATIONS.length - 1);
    expect(() => installSteps(ctx(), withoutCrm)).toThrow(/campaign steps without a handler: crm_push/);
    expect(() => stepRegistry(ENGINE_STEP_HANDLERS).assertComplete()).toThrow(/crm_push, ai_comment/);
  });

  it('refuses a handler without a definition, one that runs otherwise than defined, and a second one', () => {
    const registry = new StepRegistry();
    expect(() =>
      registry.register({ type: 'nope', runs: 'move', move: async () => ({ kind: 'next' }) }),
    ).toThrow(/no step definition/);
    expect(() =>
      registry.register({ type: 'delay', runs: 'act', perform: async () => ({ kind: 'done' }) }),
    ).toThrow(/its definition moves, its handler acts/);
    const delay = ENGINE_STEP_HANDLERS.find((h) => h.type === 'delay')!;
    registry.register(delay);
    expect(() => registry.register(delay)).toThrow(/registered twice/);
  });

  it('an app whose steps were never registered has no engine (a start-up error, not a silent retry)', () => {
    expect(() => engineDeps(ctx())).toThrow(/campaign steps are not registered/);
  });
});

describe('the condition registry (issue 36)', () => {
  it('answers every condition kind once every area has registered, and stops the start otherwise', () => {
    const registry = installSteps(ctx());
    expect(registry.conditionOf('reply_labelled')?.kind).toBe('reply_labelled');
    const withoutAi = STEP_REGISTRATIONS.filter((register) => register.name !== 'registerAiSteps');
    const partial = new StepRegistry();
    for (const register of withoutAi) register(partial, ctx());
    partial.register(registry.handlerOf('ai_comment')!);
    expect(() => partial.assertComplete()).toThrow(/condition kinds nobody answers: reply_labelled/);
  });

  it('refuses a kind outside CONDITION_KINDS, one the engine answers, and a second registration', () => {
    const registry = new StepRegistry();
    const evaluate = async () => 'no' as const;
    expect(() => registry.registerCondition({ kind: 'nope', evaluate })).toThrow(/not in CONDITION_KINDS/);
    expect(() => registry.registerCondition({ kind: 'has_replied', evaluate })).toThrow(/registered twice/);
    registry.registerCondition({ kind: 'reply_labelled', evaluate });
    expect(() => registry.registerCondition({ kind: 'reply_labelled', evaluate })).toThrow(
      /registered twice/,
    );
  });
});
