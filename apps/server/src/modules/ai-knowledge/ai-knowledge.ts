import type { AiKnowledgeList } from '@leadloop/domain/ai-knowledge/entities';
import type { AppContext } from '../../lib/context.js';
import type { WorkspaceScope } from '../../lib/scope.js';

/**
 * GET /ai-knowledge: what the workspace has. Queries of workspace data filter with inSpace(table, scope); errors
 * are thrown with MESSAGES.<key> of @leadloop/domain (lint refuses a raw filter or a literal text).
 */
export async function listAiKnowledge(_ctx: AppContext, scope: WorkspaceScope): Promise<AiKnowledgeList> {
  return { space_id: scope.spaceId, items: [] };
}
