import { and, count, inArray, isNotNull, ne } from 'drizzle-orm';
import type { EmployeeStatistics } from '@leadloop/domain/ai-employees/entities';
import { aiEmployeeBindings, aiEmployees, campaignProspects, workflows } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';

/**
 * GET /employees/statistics: per employee, its accounts (and how many it works through now), its campaigns
 * (`workflows.ai_employee_id`), their prospects and the prospects who replied.
 */
export async function employeeStatistics(
  ctx: AppContext,
  scope: WorkspaceScope,
): Promise<EmployeeStatistics> {
  const db = ctx.db;
  const employees = await db
    .select({ id: aiEmployees.id, name: aiEmployees.name })
    .from(aiEmployees)
    .where(inSpace(aiEmployees, scope));
  if (!employees.length) return { employees: [] };
  const ids = employees.map((e) => e.id);
  const bindings = await db
    .select({ employeeId: aiEmployeeBindings.employeeId, enabled: aiEmployeeBindings.enabled })
    .from(aiEmployeeBindings)
    .where(inSpace(aiEmployeeBindings, scope));
  const campaigns = await db
    .select({ id: workflows.id, employeeId: workflows.aiEmployeeId })
    .from(workflows)
    .where(
      and(inSpace(workflows, scope), inArray(workflows.aiEmployeeId, ids), ne(workflows.status, 'deleted')),
    );
  const byWorkflow = new Map(campaigns.map((c) => [c.id, c.employeeId]));
  const counted = (rows: { workflowId: string; n: number }[]) => {
    const per = new Map<string, number>();
    for (const r of rows) {
      const e = byWorkflow.get(r.workflowId);
      if (e) per.set(e, (per.get(e) ?? 0) + r.n);
    }
    return per;
  };
  const workflowIds = campaigns.map((c) => c.id);
  const inCampaigns = workflowIds.length
    ? and(inSpace(campaignProspects, scope), inArray(campaignProspects.workflowId, workflowIds))
    : undefined;
  const prospects = inCampaigns
    ? counted(
        await db
          .select({ workflowId: campaignProspects.workflowId, n: count() })
          .from(campaignProspects)
          .where(inCampaigns)
          .groupBy(campaignProspects.workflowId),
      )
    : new Map<string, number>();
  const replied = inCampaigns
    ? counted(
        await db
          .select({ workflowId: campaignProspects.workflowId, n: count() })
          .from(campaignProspects)
          .where(and(inCampaigns, isNotNull(campaignProspects.repliedAt)))
          .groupBy(campaignProspects.workflowId),
      )
    : new Map<string, number>();
  return {
    employees: employees.map((e) => ({
      id: e.id,
      name: e.name,
      accounts: bindings.filter((b) => b.employeeId === e.id).length,
      enabled_accounts: bindings.filter((b) => b.employeeId === e.id && b.enabled).length,
      campaigns: campaigns.filter((c) => c.employeeId === e.id).length,
      prospects: prospects.get(e.id) ?? 0,
      replied: replied.get(e.id) ?? 0,
    })),
  };
}
