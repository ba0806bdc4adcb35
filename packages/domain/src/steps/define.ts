import type { z } from 'zod';
import type { DailyLimitKind, WeeklyLimitKind } from '../credentials/limits.js';
import type { FeatureFlag } from '../tiers/enums.js';

/**
 * One campaign step type, as every workspace reads it: the engine runs it by these rules, the forecast
 * paces it by its limits, billing gates it by its feature, the API validates its own fields with `fields`.
 * Each step type has its folder under `steps/`; `registered.ts` lists the folders (one line each).
 */
export interface StepDefinition<T extends string = string> {
  type: T;
  /** English display label (the web translates `step.<type>`). */
  label: string;
  /** Position in the builder's menu and in every list of step types. */
  order: number;
  /**
   * 'act': does something for the prospect (network, mailbox, a call…), so it is spaced, approved and
   * logged, and counts against `dailyLimit`; 'move': only moves the prospect on (a delay, a condition, a task).
   */
  runs: 'act' | 'move';
  /** The account's daily limit the step counts against (001 §9); none: not limited. */
  dailyLimit?: DailyLimitKind;
  /** The rolling 7-day limit it also counts against. */
  weeklyLimit?: WeeklyLimitKind;
  /** The plan feature a workspace needs to save and run the step (issue 16); null: every plan (a decision). */
  feature: FeatureFlag | null;
  /** Runs only once the prospect is a 1st-degree connection. */
  needsConnection?: boolean;
  /**
   * Waits the account's human-like gap after it and keeps to its work hours (default: every acting step
   * is); false for a step no one on the network sees (the webhook).
   */
  spaced?: boolean;
  /** The step's own node fields (beside the fields every step has), validated on save. */
  fields?: z.ZodRawShape;
}

/**
 * Keeps the type name's literal and the fields' shape, so the union of step types and the step schema's
 * fields derive from the definitions.
 */
export const defineStep = <const T extends string, F extends z.ZodRawShape = Record<never, never>>(
  definition: StepDefinition<T> & { fields?: F },
): StepDefinition<T> & { fields: F } => ({ ...definition, fields: definition.fields ?? ({} as F) });
