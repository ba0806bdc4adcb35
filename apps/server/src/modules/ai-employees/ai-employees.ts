import type { AiEmployeesList } from '@leadloop/domain/ai-employees/entities';
import type { AppContext } from '../../lib/context.js';
import type { WorkspaceScope } from '../../lib/scope.js';

/**
 * GET /ai-employees: what the workspace has. Queries of workspace data filter with inSpace(table, scope); errors
 * are thrown with MESSAGES.<key> of @leadloop/domain (lint refuses a raw filter or a literal text).
 */
export async function listAiEmployees(_ctx: AppContext, scope: WorkspaceScope): Promise<AiEmployeesList> {
  return { space_id: scope.spaceId, items: [] };
}
