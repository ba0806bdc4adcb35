import { z } from 'zod';
import { idSchema } from '../common/entity.js';
import {
  PAUSED_PROSPECT_REASONS,
  PROSPECT_CAMPAIGN_STATUSES,
  PROSPECT_WAIT_REASONS,
  RELATIONS,
} from '../campaigns/enums.js';
import { DRAFT_CHANNELS } from './enums.js';

const s = z.string().nullable();

/** 001 §3 Prospect. */
export const prospectSchema = z.object({
  _id: idSchema,
  first_name: s,
  last_name: s,
  full_name: s,
  position: s,
  location: s,
  company: s,
  company_domain: s,
  personal_email: s,
  work_email: s,
  enriched_email: s,
  phone: s,
  twitter: s,
  website: s,
  link: s.optional(),
  photo_link: s.optional(),
  custom_fields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  campaign_status: z.enum(PROSPECT_CAMPAIGN_STATUSES).nullable(),
  relation: z.enum(RELATIONS).nullable(),
  paused_reason: z.enum(PAUSED_PROSPECT_REASONS).nullable().optional(),
  wait_reason: z.enum(PROSPECT_WAIT_REASONS).nullable().optional(),
  labels: z.array(idSchema).default([]),
});
export type Prospect = z.infer<typeof prospectSchema>;

/** 001 §3 draft per profile and channel. */
export const draftSchema = z.object({
  channel: z.enum(DRAFT_CHANNELS),
  draft: z.string(),
  subject: z.string().nullable().optional(),
  last_preview: z.string().nullable().optional(),
});
