import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { maxLength } from '../messages/format.js';
import { requiredText } from '../common/text.js';
import { zInt } from '../common/coerce.js';
import { SEARCH_KINDS, type SearchKind, type StepType } from './enums.js';
import { countVideos, validateTemplate } from './placeholders.js';
import {
  CONNECTION_NOTE_MAX,
  INMAIL_MAX,
  MAX_STEP_DELAY_DAYS,
  MESSAGE_MAX,
  MIN_STEP_DELAY_HOURS,
} from './limits.js';

export {
  INMAIL_MAX,
  INMAIL_SUBJECT_MAX,
  CONNECTION_NOTE_MAX,
  CONNECTION_CHARS_RESET_VALUE,
  MESSAGE_MAX,
  EMAIL_SUBJECT_MAX,
  FOLLOW_UPS_MIN,
  FOLLOW_UPS_MAX,
  MIN_STEP_DELAY_HOURS,
  MAX_STEP_DELAY_DAYS,
} from './limits.js';

export const inmailTextSchema = z.string().max(INMAIL_MAX, MESSAGES.inmailTooLong);
export const connectionNoteSchema = z.string().max(CONNECTION_NOTE_MAX, MESSAGES.connectionNoteTooLong);

/** 001 §5 message text rule for a step type. */
export function validateStepText(
  type: StepType,
  text: string,
  customKeys: readonly string[] = [],
): true | string {
  if (type === 'inmail' && text.length > INMAIL_MAX) return MESSAGES.inmailTooLong;
  if (type === 'connection_request' && text.length > CONNECTION_NOTE_MAX)
    return MESSAGES.connectionNoteTooLong;
  if (text.length > MESSAGE_MAX) return maxLength(MESSAGE_MAX);
  return validateTemplate(text, customKeys);
}

export type StepLike = { type: StepType; content?: string | null; subject?: string | null };

/**
 * 001 §5 step rules over a whole sequence: one InMail, one connection request and one
 * connection-by-email step; connection by email precedes the connection request; no video in
 * email-only campaigns; every text passes its placeholder and length rules.
 */
export function validateSequence(
  steps: readonly StepLike[],
  opts: { isEmailOnly?: boolean; customKeys?: readonly string[] } = {},
): true | { index: number; message: string } {
  const count = (t: StepType) => steps.filter((s) => s.type === t).length;
  const at = (t: StepType, n: number) => indexOfNth(steps, t, n);
  if (count('inmail') > 1) return { index: at('inmail', 2), message: MESSAGES.oneInmailStep };
  if (count('connection_request') > 1)
    return { index: at('connection_request', 2), message: MESSAGES.oneConnectionRequestStep };
  if (count('connect_by_email') > 1)
    return { index: at('connect_by_email', 2), message: MESSAGES.oneConnectionByEmailStep };
  const byEmail = steps.findIndex((s) => s.type === 'connect_by_email');
  const request = steps.findIndex((s) => s.type === 'connection_request');
  if (byEmail >= 0 && request >= 0 && byEmail > request) {
    return { index: byEmail, message: MESSAGES.connectionByEmailBeforeRequest };
  }
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    for (const text of [s.subject, s.content]) {
      if (!text) continue;
      if (opts.isEmailOnly && countVideos(text) > 0)
        return { index: i, message: MESSAGES.noVideoInEmailOnly };
      const r = validateStepText(s.type, text, opts.customKeys);
      if (r !== true) return { index: i, message: r };
    }
  }
  return true;
}

function indexOfNth(steps: readonly StepLike[], type: StepType, n: number): number {
  let seen = 0;
  for (let i = 0; i < steps.length; i++) if (steps[i].type === type && ++seen === n) return i;
  return -1;
}

/** 001 §5 scheduled messages not in the past. */
export function validateScheduledAt(at: Date | string | number, now: Date | string | number): true | string {
  return new Date(at).getTime() < new Date(now).getTime() ? MESSAGES.messageToPast : true;
}

/** 001 §3 delay step (days and hours); 001 §5 a delay under 1 hour is refused as too small. */
export const delayStepSchema = z
  .strictObject({
    days: zInt({ min: 0, max: MAX_STEP_DELAY_DAYS, message: MESSAGES.delayTooSmall }).default(0),
    hours: zInt({ min: 0, max: 23, message: MESSAGES.delayTooSmall }).default(0),
  })
  .refine((d) => d.days * 24 + d.hours >= MIN_STEP_DELAY_HOURS, MESSAGES.delayTooSmall);

/** 001 §5 search URLs must be a valid kind. Returns the kind or null. */
export function searchUrlKind(url: string): SearchKind | null {
  const v = url.trim().toLowerCase();
  const m = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com(\/[^?#]*)/.exec(v);
  if (!m) return null;
  const path = m[1];
  if (path.startsWith('/sales/search/people') || path.startsWith('/sales/search/'))
    return 'sales_navigator_search';
  if (path.startsWith('/sales/lists/people')) return 'sales_navigator_list';
  if (path.startsWith('/search/results/people')) return 'people_search';
  if (path.startsWith('/posts/') || path.startsWith('/feed/update/')) return 'post_reactions';
  if (path.startsWith('/events/')) return 'event_attendees';
  if (path.startsWith('/groups/')) return 'group_members';
  return null;
}
/** The network's people search for plain keywords (001 §5: what the builder builds from "fintech founder"). */
export function peopleSearchUrl(keywords: string): string {
  const words = keywords.trim().replace(/\s+/g, ' ');
  return `https://www.linkedin.com/search/results/people/?keywords=${encodeURIComponent(words)}`;
}

/** A URL as pasted (a scheme, `www.`, or a host with a path), else keywords. */
const looksLikeUrl = (input: string) =>
  /^(?:https?:\/\/|www\.)/i.test(input) ||
  /^[\w-]+(?:\.[\w-]+)+\//.test(input) ||
  /linkedin\.com/i.test(input);

/**
 * What the search field holds, as the search URL the campaign runs: a pasted URL as it is, plain
 * keywords ("fintech founder") as the network's people search for them.
 */
export function searchUrlFromInput(input: string): string {
  const v = input.trim();
  return !v || looksLikeUrl(v) ? v : peopleSearchUrl(v);
}
export const isSearchKind = (v: string): v is SearchKind => (SEARCH_KINDS as readonly string[]).includes(v);

const normalizeSearchUrl = (url: string) =>
  url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+(\?|$)/, '$1');

/** 001 §5: 'Such search already exists in this campaign' when the URL is already a search of the campaign. */
export function validateNewSearchUrl(input: string, existing: readonly string[]): true | string {
  const url = searchUrlFromInput(input);
  if (!searchUrlKind(url)) return MESSAGES.invalidSearchUrl;
  const key = normalizeSearchUrl(url);
  return existing.some((e) => normalizeSearchUrl(e) === key) ? MESSAGES.duplicateSearch : true;
}

/** 001 §3 search: URL (or keywords, made the people search's URL) and a limit of people. */
export const SEARCH_LIMIT_MAX = 2500;
export const searchBodySchema = z.strictObject({
  url: z
    .string({ error: MESSAGES.invalidSearchUrl })
    .trim()
    .max(4000, maxLength(4000))
    .transform(searchUrlFromInput)
    .refine((u) => searchUrlKind(u) !== null, MESSAGES.invalidSearchUrl),
  limit: zInt({ min: 1, max: SEARCH_LIMIT_MAX, message: MESSAGES.countMustBeNumber }).default(1000),
});

/** 001 §3 workflow name. */
export const campaignNameSchema = requiredText(MESSAGES.nameRequired, 200);
