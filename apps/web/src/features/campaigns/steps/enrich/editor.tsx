import { TextInput } from '@mantine/core';
import type { StepFieldsProps } from '../editor';

/** Enrich: the step's own fields in the campaign builder (made by `npm run new:step enrich`). */
export default function EnrichStepFields({ step, onChange }: StepFieldsProps) {
  return (
    <TextInput
      label="Note"
      value={step.enrich?.note ?? ''}
      onChange={(e) => onChange({ ...step, enrich: { note: e.currentTarget.value } })}
    />
  );
}
