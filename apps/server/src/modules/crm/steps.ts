import type { RegisterSteps } from '../engine/index.js';
import { lazyCrmDeps } from './crm-deps.js';
import { crmPushHandler } from './crm-push-step.js';
import { createCrmPusher } from './push.js';

/** The campaign steps this area owns: crm_push (its handler calls this area's push). */
export const registerCrmSteps: RegisterSteps = (registry, ctx) => {
  registry.register(crmPushHandler(createCrmPusher(lazyCrmDeps(ctx))));
};
