import { toCrmPlatform } from '@leadloop/domain/crm/platforms';
import type { CrmPusher } from '../../providers/crm/index.js';
import { prospectEmail, type ActingStepHandler, type StepRun } from '../engine/index.js';

interface CrmStepSettings {
  platform?: string;
  create_deal?: boolean;
  pipeline_id?: string;
  stage_id?: string;
}

/**
 * A campaign's crm_push step, registered with the engine by this area (modules/steps.ts): hands the
 * prospect to the workspace's CRM (native, HubSpot or Pipedrive) through `push` (push.ts). Exactly once per prospect and step: the CRM area keys its
 * links on the CRM's record ids and finds the records an interrupted attempt made, so the repeat the
 * engine runs after a crash updates them instead of adding a second contact or deal.
 */
export const crmPushHandler = (push: CrmPusher): ActingStepHandler => ({
  type: 'crm_push',
  runs: 'act',
  perform: (run) => performCrmPush(push, run),
});

async function performCrmPush(push: CrmPusher, { claim }: StepRun): ReturnType<ActingStepHandler['perform']> {
  const settings = (claim.node.crm ?? {}) as CrmStepSettings;
  const p = claim.prospect;
  const result = await push({
    spaceId: claim.cp.spaceId,
    platform: toCrmPlatform(settings.platform),
    prospect: {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      email: prospectEmail(p),
      company: p.company,
      phone: p.phone,
      title: p.position,
    },
    createDeal: settings.create_deal === true,
    pipelineId: settings.pipeline_id,
    stageId: settings.stage_id,
    userId: claim.wf.createdBy,
    credentialId: claim.account.id,
    recovering: claim.action.recovering,
  });
  if (result.kind !== 'done') return result;
  return {
    kind: 'done',
    externalId: result.dealId ?? result.contactId ?? undefined,
    payload: { platform: result.platform, contact_id: result.contactId, deal_id: result.dealId },
  };
}
