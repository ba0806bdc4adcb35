import type { StepDefinition } from './define.js';
import * as registered from './registered.js';

type Registered = (typeof registered)[keyof typeof registered];

/** The type name of every registered step (derived from the definitions). */
export type RegisteredStepType = Registered['type'];

/** Every step definition, in the builder's order. */
export const STEP_DEFINITIONS: readonly StepDefinition<RegisteredStepType>[] = (
  Object.values(registered) as StepDefinition<RegisteredStepType>[]
).sort((a, b) => a.order - b.order);

const byType = new Map<string, StepDefinition<RegisteredStepType>>(STEP_DEFINITIONS.map((d) => [d.type, d]));
if (byType.size !== STEP_DEFINITIONS.length) throw new Error('two step definitions share a type');

/** The definition of a step type, or undefined for one that is not registered (e.g. 'sms'). */
export const stepDefinition = (type: string): StepDefinition<RegisteredStepType> | undefined =>
  byType.get(type);

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every step type's own node fields, merged (the step schema takes them beside the common fields). */
export type StepFields = UnionToIntersection<Registered['fields']>;
export const STEP_FIELDS = Object.assign({}, ...STEP_DEFINITIONS.map((d) => d.fields)) as StepFields;

/** The registered step types, in order, as a tuple (for `z.enum`). */
export const REGISTERED_STEP_TYPES = STEP_DEFINITIONS.map((d) => d.type) as unknown as readonly [
  RegisteredStepType,
  ...RegisteredStepType[],
];
