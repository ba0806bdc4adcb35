export { STEP_EDITORS } from './registered';
export type { StepEditorEntry, StepFieldsProps } from './editor';
