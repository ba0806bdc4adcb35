import type { LeadStatus } from '@leadloop/domain/labels/enums';
import type { ProspectCampaignStatus, Relation } from '@leadloop/domain/campaigns/enums';
import type { Label } from '../labels';

export type { LeadStatus, ProspectCampaignStatus, Relation };

/** A prospect's campaign, as the list and the card give it (the card adds `next` and dates). */
export interface ProspectCampaign {
  _id: string;
  name: string;
  workflow_status: string;
  credentials_id: string;
  status: ProspectCampaignStatus;
  paused_reason: string | null;
  excluded_reason: string | null;
  wait_reason: string | null;
  current_step?: string | null;
  next_run_at?: string | null;
  invited_at?: string | null;
  connected_at?: string | null;
  replied_at?: string | null;
  /** The engine's explanation of what happens next, in one line (English, from the server). */
  next?: string;
  /** The engine's explanation itself (the card renders it in the user's language). */
  explanation?: {
    status_label: string | null;
    next_step: { id: string; index: number; type: string; label?: string | null } | null;
    earliest_at: string | null;
    held_by: { code: string; text: string } | null;
  };
}

/** 001 §3 Prospect, as GET /profiles lists it. */
export interface Prospect {
  _id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  position: string | null;
  location: string | null;
  company: string | null;
  company_domain: string | null;
  personal_email: string | null;
  work_email: string | null;
  enriched_email: string | null;
  phone: string | null;
  twitter: string | null;
  website: string | null;
  link: string;
  photo_link: string | null;
  is_premium: boolean;
  custom_fields: Record<string, string>;
  relation: Relation | null;
  labels: string[];
  last_replied_at: string | null;
  created_at: string | null;
  lead_status?: LeadStatus;
  campaigns: ProspectCampaign[];
}

export interface ProspectNote {
  _id: string;
  text: string;
  user_id: string | null;
  author: string | null;
  created_at: string;
  updated_at: string;
}

export interface TimelineItem {
  kind: 'action' | 'message';
  _id: string;
  type: string;
  status: string;
  reason?: string | null;
  direction?: 'inbound' | 'outbound';
  text?: string;
  credentials_id: string;
  workflow_id: string | null;
  step: string | null;
  at: string;
}

/** GET /profiles/{id}: the card, with label objects, notes and the activity timeline. */
export interface ProspectDetail extends Omit<Prospect, 'labels' | 'campaigns'> {
  labels: Label[];
  campaigns: ProspectCampaign[];
  notes: ProspectNote[];
  timeline: TimelineItem[];
}

export interface ProspectPage {
  total: number;
  page: number;
  page_size: number;
  items: Prospect[];
}
