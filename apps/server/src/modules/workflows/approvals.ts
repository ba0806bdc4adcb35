import type { PendingApproval, PendingApprovalPage } from '@leadloop/domain';
import { aiValueKey, usesResearch } from '@leadloop/domain/campaigns/placeholders';
import { researchValuesOf } from '../prospects-core/index.js';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiStepTexts, campaignProspects, prospects, workflows } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import { abVariant, stepTexts } from '../engine/index.js';
import { scopeOfCaller, type Caller } from './access.js';

const NONE = '00000000-0000-0000-0000-000000000000';

/**
 * The manual-approval queue (000 §2 /preferences/user/manual-approval): every step awaiting approval or on
 * hold across the caller's campaigns, with the message as the engine will send it. Only the caller's
 * workspace, and only campaigns on accounts the caller may use (the same rule as `requireWorkflow`).
 */
export async function listPendingApprovals(
  db: Db,
  caller: Caller,
  q: { credentials_id?: string; offset: number; limit: number },
): Promise<PendingApprovalPage> {
  const scope = scopeOfCaller(caller);
  const allowed = scope.availableCredentials;
  const where = and(
    inSpace(campaignProspects, scope),
    eq(campaignProspects.status, 'active'),
    inArray(campaignProspects.approval, ['awaiting_approval', 'hold']),
    isNull(workflows.deletedAt),
    allowed === null ? undefined : inArray(workflows.credentialId, allowed.length ? allowed : [NONE]),
    q.credentials_id ? eq(workflows.credentialId, q.credentials_id) : undefined,
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaignProspects)
    .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
    .where(where);
  const rows = await db
    .select({ cp: campaignProspects, p: prospects, wf: workflows })
    .from(campaignProspects)
    .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(where)
    .orderBy(asc(campaignProspects.nodeEnteredAt), asc(campaignProspects.id))
    .offset(q.offset)
    .limit(q.limit);
  const ai = rows.length
    ? await db
        .select()
        .from(aiStepTexts)
        .where(
          and(
            inSpace(aiStepTexts, scope),
            inArray(
              aiStepTexts.campaignProspectId,
              rows.map((r) => r.cp.id),
            ),
            eq(aiStepTexts.status, 'ready'),
          ),
        )
    : [];
  const items: PendingApproval[] = [];
  for (const { cp, p, wf } of rows) {
    const index = wf.nodes.findIndex((n) => n.id === cp.currentNodeId);
    const node = wf.nodes[index];
    if (!node) continue;
    const variant = Array.isArray(node.variants) ? abVariant(p.id, node.id) : null;
    const aiValues = Object.fromEntries(
      ai
        .filter((a) => a.campaignProspectId === cp.id && a.nodeId === node.id)
        .map((a) => [aiValueKey(a.variable), a.text]),
    );
    const variants = (Array.isArray(node.variants) ? node.variants : []) as {
      subject?: string;
      content?: string;
    }[];
    const written = [node.subject, node.content, ...variants.flatMap((v) => [v.subject, v.content])]
      .filter((v): v is string => typeof v === 'string')
      .join(' ');
    const research = usesResearch(written) ? await researchValuesOf(db, wf.spaceId, p) : {};
    const texts = stepTexts(node, variant, p, { ...research, ...aiValues });
    items.push({
      _id: cp.id,
      workflow: { _id: wf.id, name: wf.name },
      credentials_id: wf.credentialId,
      prospect: {
        _id: p.id,
        full_name: p.fullName,
        company: p.company,
        position: p.position,
        profile_link: p.profileLink,
      },
      step: { id: node.id, index, type: node.type },
      approval: cp.approval === 'hold' ? 'hold' : 'awaiting_approval',
      subject: texts.subject || null,
      message: texts.content,
      waiting_since: cp.nodeEnteredAt ? cp.nodeEnteredAt.toISOString() : null,
    });
  }
  return { items, total: total?.n ?? 0, offset: q.offset, limit: q.limit };
}
