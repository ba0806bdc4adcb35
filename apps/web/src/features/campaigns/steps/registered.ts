import { lazy } from 'react';
import type { StepEditorEntry } from './editor';

/** Each step type's editor: one line per step folder (`npm run new:step <name>` adds its line). */
export const STEP_EDITORS: Partial<Record<string, StepEditorEntry>> = {
  connection_request: { textLabel: 'builder.note' },
  email: {
    Fields: lazy(() => import('./email/editor')),
    fieldsFirst: true,
    TextTools: lazy(() => import('./email/text-tools')),
    hidesSubject: (step) => step.thread === 'reply',
  },
  webhook: { Fields: lazy(() => import('./webhook/editor')), ownsError: true },
  voicemail: { Fields: lazy(() => import('./voicemail/editor')), ownsError: true },
  manual_task: { Fields: lazy(() => import('./manual-task/editor')), textLabel: 'builder.taskName' },
  crm_push: { Fields: lazy(() => import('./crm-push/editor')) },
  ai_comment: { Fields: lazy(() => import('./ai-comment/editor')) },
  condition: { Fields: lazy(() => import('./condition/editor')), noDelay: true, branches: true },
  enrich: { Fields: lazy(() => import('./enrich/editor')) },
  sms: { textLabel: 'builder.smsText' },
  call: { Fields: lazy(() => import('./call/editor')), textLabel: 'builder.callScript' },
};
