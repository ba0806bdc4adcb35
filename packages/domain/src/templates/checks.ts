// Template checks without zod (rules.ts builds the schemas on them), for the editor screen.
import { MESSAGES } from '../messages/catalogue.js';
import { maxLength } from '../messages/format.js';
import { validateTemplate } from '../campaigns/placeholders.js';
import { SMS_MAX_SEGMENTS, SMS_MESSAGES, smsSize } from '../inbox/sms.js';
import { TEMPLATE_HTML_MAX, templateLimits, type TemplateChannel } from './limits.js';

/**
 * A template's body text on its channel: the channel's length (001 §5: connection request ≤ 200, InMail
 * ≤ 1900), the SMS part count, then the placeholder rules of the domain parser (lower case, optional
 * fallback after a colon, balanced braces, known names, one video). The first problem's text, or true.
 */
export function validateTemplateText(channel: TemplateChannel, text: string): true | string {
  const limits = templateLimits(channel);
  if (text.length > limits.textMax) {
    if (channel === 'connection_note') return MESSAGES.connectionNoteTooLong;
    if (channel === 'inmail') return MESSAGES.inmailTooLong;
    return maxLength(limits.textMax);
  }
  if (channel === 'sms' && smsSize(text).segments > SMS_MAX_SEGMENTS) return SMS_MESSAGES.tooLong;
  return validateTemplate(text);
}

/** Subject and HTML only carry placeholders (and their own length). */
export function validateTemplatePart(text: string, max: number): true | string {
  if (text.length > max) return maxLength(max);
  return validateTemplate(text);
}

export type TemplateDraft = {
  channel: TemplateChannel;
  subject?: string | null;
  text: string;
  html?: string | null;
};

/** The channel's rules over a whole template (used on create and on the merged result of an update). */
export function templateProblems(t: TemplateDraft): { path: 'text' | 'subject' | 'html'; message: string }[] {
  const out: { path: 'text' | 'subject' | 'html'; message: string }[] = [];
  const limits = templateLimits(t.channel);
  const text = validateTemplateText(t.channel, t.text);
  if (text !== true) out.push({ path: 'text', message: text });
  if (t.subject) {
    if (!limits.subject) out.push({ path: 'subject', message: MESSAGES.templateNoSubject });
    else {
      const s = validateTemplatePart(t.subject, limits.subjectMax);
      if (s !== true) out.push({ path: 'subject', message: s });
    }
  }
  if (t.html) {
    if (t.channel !== 'email') out.push({ path: 'html', message: MESSAGES.templateHtmlEmailOnly });
    else {
      const h = validateTemplatePart(t.html, TEMPLATE_HTML_MAX);
      if (h !== true) out.push({ path: 'html', message: h });
    }
  }
  return out;
}
