/** AI Employee enumerations (000 §4, 001 §3, §9), in display order. */

/** 000 §4 / 001 §3 conversation (activity) states. */
export const AI_CONVERSATION_STATES = [
  'generating_reply',
  'waiting_to_send_reply',
  'waiting_for_follow_up',
  'generating_follow_up',
  'waiting_to_send_follow_up',
  'waiting_for_approve',
  'waiting_for_reply',
  'waiting_for_reply_hard_no',
  'waiting_for_reply_out_of_office',
  'meeting_booked',
  'disabled',
  'calendly_event_disconnected',
] as const;
export type AiConversationState = (typeof AI_CONVERSATION_STATES)[number];
export const AI_CONVERSATION_STATE_LABELS: Record<AiConversationState, string> = {
  generating_reply: 'Generating reply',
  waiting_to_send_reply: 'Waiting to send reply',
  waiting_for_follow_up: 'Waiting for follow-up',
  generating_follow_up: 'Generating follow-up',
  waiting_to_send_follow_up: 'Waiting to send follow-up',
  waiting_for_approve: 'Waiting for approve',
  waiting_for_reply: 'Waiting for reply',
  waiting_for_reply_hard_no: 'Waiting for reply (hard no)',
  waiting_for_reply_out_of_office: 'Waiting for reply (out of office)',
  meeting_booked: 'Meeting booked',
  disabled: 'Disabled',
  calendly_event_disconnected: 'Calendly event disconnected',
};
/** Sub-states of waiting_for_reply. */
export const AI_WAITING_FOR_REPLY_SUBSTATES = [
  'waiting_for_reply_hard_no',
  'waiting_for_reply_out_of_office',
] as const;

/** 001 §3 AI labels. */
export const AI_LABELS = [
  'interested',
  'not_interested',
  'out_of_office',
  'making_an_introduction',
  'wrong_contact',
  'follow_up_later',
  'hard_no',
  'neutral',
] as const;
export type AiLabel = (typeof AI_LABELS)[number];
export const AI_LABEL_LABELS: Record<AiLabel, string> = {
  interested: 'Interested',
  not_interested: 'Not interested',
  out_of_office: 'Out of office',
  making_an_introduction: 'Making an introduction',
  wrong_contact: 'Wrong contact',
  follow_up_later: 'Follow up later',
  hard_no: 'Hard no',
  neutral: 'Neutral',
};

/** 001 §9 AI Employee languages; English is the default. */
export const AI_LANGUAGES = ['english', 'chinese', 'french', 'spanish', 'german', 'arabic'] as const;
export type AiLanguage = (typeof AI_LANGUAGES)[number];
export const AI_LANGUAGE_LABELS: Record<AiLanguage, string> = {
  english: 'English',
  chinese: 'Chinese',
  french: 'French',
  spanish: 'Spanish',
  german: 'German',
  arabic: 'Arabic',
};

/** 001 §9 tones; conversational is the default. */
export const AI_TONES = [
  'professional',
  'conversational',
  'humorous',
  'empathetic',
  'simple',
  'casual',
] as const;
export type AiTone = (typeof AI_TONES)[number];

/** 001 §9 company sizes with their codes (the codes are not in size order). */
export const COMPANY_SIZES = [
  { label: '1-10', code: 3 },
  { label: '11-50', code: 1 },
  { label: '51-200', code: 4 },
  { label: '201-500', code: 2 },
  { label: '501-1000', code: 5 },
  { label: '1001-5000', code: 7 },
  { label: '5001-10,000', code: 8 },
  { label: '10,001+', code: 9 },
] as const;
export type CompanySizeCode = (typeof COMPANY_SIZES)[number]['code'];

/** 001 §3 messaging_settings.mode; automatic is the default (001 §9). */
export const AI_MESSAGING_MODES = ['manual', 'automatic'] as const;
export type AiMessagingMode = (typeof AI_MESSAGING_MODES)[number];

/** 001 §3 generate_campaigns channels. */
export const AI_CAMPAIGN_CHANNELS = ['linkedin', 'email', 'linkedin_email', 'linkedin_email_dialer'] as const;
export type AiCampaignChannel = (typeof AI_CAMPAIGN_CHANNELS)[number];

/** 000 §2 AI Employee wizard steps (connect replaces settings when no calendar is connected). */
export const AI_WIZARD_STEPS = ['targeting', 'objective', 'cases', 'free_value', 'faq', 'settings'] as const;
export type AiWizardStep = (typeof AI_WIZARD_STEPS)[number];

/** 001 §3 targeting fields. */
export const AI_TARGETING_FIELDS = ['job_title', 'country', 'state', 'industry', 'employee_count'] as const;

/** 000 §2 AI Employee onboarding steps. */
export const AI_ONBOARDING_STEPS = [
  'intro',
  'objective',
  'company-search',
  'company-searching',
  'company-overview',
] as const;
