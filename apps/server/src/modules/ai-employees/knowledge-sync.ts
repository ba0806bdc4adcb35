import type { KnowledgeInputs } from '@leadloop/domain/ai-knowledge/entities';
import type { Employee } from '@leadloop/domain/ai-employees/entities';
import type { AppContext } from '../../lib/context.js';
import type { WorkspaceScope } from '../../lib/scope.js';
import { getSupervision, indexKnowledge, putSupervision } from '../ai-knowledge/index.js';

/** The wizard's objective, cases, free values and Q&A as the knowledge base's inputs (empty fields left out). */
export function knowledgeInputsOf(settings: Employee['employee_settings']): KnowledgeInputs {
  const { language, tone, ...texts } = settings.objective;
  return {
    objective: { ...texts, ...(language ? { language } : {}), ...(tone ? { tone } : {}) },
    cases: settings.cases,
    free_value: settings.free_value,
    faq: settings.faq,
  };
}

/**
 * After the wizard saves an employee: its knowledge base is indexed again from what it now says, and its
 * supervision follows its bound account and messaging mode (the daily cap and undo window chosen stay).
 */
export async function syncEmployeeKnowledge(ctx: AppContext, scope: WorkspaceScope, employee: Employee) {
  await indexKnowledge(ctx.db, scope.spaceId, employee.id, knowledgeInputsOf(employee.employee_settings));
  const current = await getSupervision(ctx.db, scope.spaceId, employee.id);
  await putSupervision(ctx.db, scope, employee.id, {
    ...current,
    credentials_id: employee.bindings.find((b) => b.enabled)?.credentials_id ?? null,
    messaging_settings: employee.messaging_settings,
  });
}
