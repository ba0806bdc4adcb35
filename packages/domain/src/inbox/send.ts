import { MESSAGES } from '../messages/catalogue.js';
/** Inbox replies on each channel (our texts where the spec has none). */
export const INBOX_SEND_MESSAGES = {
  noEmail: MESSAGES.prospectNoEmail,
  subjectRequired: MESSAGES.subjectRequired,
  noSubjectOnSms: MESSAGES.smsNoSubject,
} as const;

/** The subject of a reply in an email thread: "Re: " once, whatever the previous one said. */
export function replySubject(previous: string | null | undefined): string {
  const base = (previous ?? '').trim();
  if (!base) return '';
  return /^(re|aw|sv|antw|r)\s*:/i.test(base) ? base : `Re: ${base}`;
}

/** The address an email to a prospect goes to: work, then personal, then enriched. */
export function prospectEmail(p: {
  work_email?: string | null;
  personal_email?: string | null;
  enriched_email?: string | null;
}): string | null {
  return p.work_email || p.personal_email || p.enriched_email || null;
}
