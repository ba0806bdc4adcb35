/** 001 §3 label type. */
export const LABEL_TYPES = ['profile', 'ai_generated', 'space', 'template'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** 001 §3 lead status colours: the statuses that have a colour, display order. Colours are ours. */
export const LEAD_STATUS_COLORS = {
  new: '#868e96',
  request_sent: '#74c0fc',
  contacted: '#4dabf7',
  connected: '#228be6',
  unconnectable: '#495057',
  fetched_email: '#20c997',
  viewed_message: '#9775fa',
  visited_link: '#7950f2',
  got_reply: '#40c057',
  excluded: '#fa5252',
  interested: '#fab005',
  lead: '#fd7e14',
  stuck: '#e64980',
} as const;
export type LeadStatus = keyof typeof LEAD_STATUS_COLORS;
export const LEAD_STATUSES = Object.keys(LEAD_STATUS_COLORS) as LeadStatus[];
