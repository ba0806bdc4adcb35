import { z } from 'zod';
import { CRM_PLATFORMS } from '../../crm/platforms.js';
import { defineStep } from '../define.js';

/**
 * Creates or updates the prospect's contact (and, with `create_deal`, a deal) in the workspace's CRM on
 * `platform` (default: the native one), once per prospect and step.
 */
export const crmPushStep = defineStep({
  type: 'crm_push',
  label: 'Push to CRM',
  order: 150,
  runs: 'act',
  feature: 'native_crm',
  fields: {
    crm: z
      .strictObject({
        platform: z.enum(CRM_PLATFORMS).optional(),
        create_deal: z.boolean().optional(),
        pipeline_id: z.string().max(100).optional(),
        stage_id: z.string().max(100).optional(),
      })
      .optional(),
  },
});
