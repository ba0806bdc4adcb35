import type { AgencyList } from '@leadloop/domain/agency/entities';
import type { AppContext } from '../../lib/context.js';
import type { WorkspaceScope } from '../../lib/scope.js';

/**
 * GET /agency: what the workspace has. Queries of workspace data filter with inSpace(table, scope); errors
 * are thrown with MESSAGES.<key> of @leadloop/domain (lint refuses a raw filter or a literal text).
 */
export async function listAgency(_ctx: AppContext, scope: WorkspaceScope): Promise<AgencyList> {
  return { space_id: scope.spaceId, items: [] };
}
