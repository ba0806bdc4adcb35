import { Group } from '@mantine/core';
import { useParams } from 'react-router';
import { aiVariablesIn } from '@leadloop/domain/campaigns/placeholders';
import { AiStepAssistant, AiVariablePreview } from '../../ai';

export { AiCommentHint } from '../../ai';
import type { CampaignStep, StepVariant } from '../types';

const ASSISTED = ['connection_request', 'message', 'inmail', 'email'] as const;
type AssistedStep = (typeof ASSISTED)[number];
const isAssisted = (type: string): type is AssistedStep => (ASSISTED as readonly string[]).includes(type);

/**
 * Issue 19 under a step's text: the builder assistant (write from a goal, improve) and, when the text uses
 * an `{ai:…}` variable, its preview for a sample prospect with Regenerate and Approve.
 */
export function AiStepTools({
  step,
  variant,
  onText,
}: {
  step: CampaignStep;
  variant: StepVariant;
  onText: (patch: Partial<StepVariant>) => void;
}) {
  const { id: workflowId } = useParams();
  const usesAi = aiVariablesIn(`${variant.subject ?? ''}\n${variant.content}`).length > 0;
  return (
    <>
      {isAssisted(step.type) && (
        <Group gap="xs">
          <AiStepAssistant
            type={step.type}
            text={variant.content}
            onText={(content, subject) =>
              onText({ content, ...(subject && !variant.subject?.trim() ? { subject } : {}) })
            }
          />
        </Group>
      )}
      {usesAi && (
        <AiVariablePreview
          text={variant.subject ? `${variant.subject}\n${variant.content}` : variant.content}
          workflowId={workflowId}
          nodeId={step.id}
        />
      )}
    </>
  );
}
