import { STEP_DEFINITIONS, stepDefinition } from '@leadloop/domain/steps/registry';
import type { StepDefinition } from '@leadloop/domain/steps/define';
import { CONDITION_KINDS } from '@leadloop/domain/campaigns/condition-kinds';
import type { ConditionEvaluator, StepHandler, StepLookup } from './handler.js';
import { ENGINE_CONDITION_KINDS } from '../conditions.js';

/**
 * The engine's step registry: the handler of every step type. The engine looks a step's handler up here
 * and knows no step itself; each area registers the handlers of the steps it owns at start-up
 * (modules/steps.ts), and a step type with a definition but no handler stops the start.
 */
export class StepRegistry implements StepLookup {
  private readonly handlers = new Map<string, StepHandler>();
  private readonly conditions = new Map<string, ConditionEvaluator>();

  register(handler: StepHandler): this {
    const definition = stepDefinition(handler.type);
    if (!definition) throw new Error(`step ${handler.type}: no step definition in packages/domain/src/steps`);
    if (definition.runs !== handler.runs)
      throw new Error(
        `step ${handler.type}: its definition ${definition.runs}s, its handler ${handler.runs}s`,
      );
    if (this.handlers.has(handler.type)) throw new Error(`step ${handler.type} is registered twice`);
    this.handlers.set(handler.type, handler);
    return this;
  }

  /** A smart-sequence condition kind owned by an area (the condition node's question; issue 36). */
  registerCondition(evaluator: ConditionEvaluator): this {
    if (!(CONDITION_KINDS as readonly string[]).includes(evaluator.kind))
      throw new Error(`condition ${evaluator.kind}: not in CONDITION_KINDS (packages/domain)`);
    if (
      (ENGINE_CONDITION_KINDS as readonly string[]).includes(evaluator.kind) ||
      this.conditions.has(evaluator.kind)
    )
      throw new Error(`condition ${evaluator.kind} is registered twice`);
    this.conditions.set(evaluator.kind, evaluator);
    return this;
  }

  conditionOf(kind: string): ConditionEvaluator | undefined {
    return this.conditions.get(kind);
  }

  /** The handler of a step type; undefined for a type with none (a node of an unknown type). */
  handlerOf(type: string): StepHandler | undefined {
    return this.handlers.get(type);
  }

  /** The step's definition (its limits, plan feature, spacing). */
  definitionOf(type: string): StepDefinition | undefined {
    return stepDefinition(type);
  }

  /** Start-up check: every defined step type has its handler, every condition kind its answer. */
  assertComplete(): this {
    const missing = STEP_DEFINITIONS.map((d) => d.type).filter((type) => !this.handlers.has(type));
    if (missing.length)
      throw new Error(
        `campaign steps without a handler: ${missing.join(', ')} (register them in modules/steps.ts)`,
      );
    const unanswered = CONDITION_KINDS.filter(
      (kind) => !(ENGINE_CONDITION_KINDS as readonly string[]).includes(kind) && !this.conditions.has(kind),
    );
    if (unanswered.length)
      throw new Error(
        `condition kinds nobody answers: ${unanswered.join(', ')} (registerCondition in modules/steps.ts)`,
      );
    return this;
  }
}

/** A registry of these handlers. */
export const stepRegistry = (handlers: Iterable<StepHandler>): StepRegistry => {
  const registry = new StepRegistry();
  for (const handler of handlers) registry.register(handler);
  return registry;
};
