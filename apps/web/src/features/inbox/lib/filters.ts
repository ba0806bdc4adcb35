import { INBOX_CHANNELS, type ConversationFilters, type ConversationMark, type InboxChannel } from '../types';

const MARKS: ConversationMark[] = ['all', 'unread', 'read', 'starred', 'archived'];
const KEYS = ['mark', 'channel', 'account', 'campaign', 'label', 'q'] as const;

/** Inbox filters live in the address (mark, channel, account, campaign, label, q). */
export function readInboxFilters(params: URLSearchParams): ConversationFilters {
  const mark = MARKS.find((m) => m === params.get('mark')) ?? 'all';
  const channel = INBOX_CHANNELS.find((c) => c === params.get('channel')) as InboxChannel | undefined;
  return {
    mark,
    channel,
    credentialId: params.get('account') ?? undefined,
    campaign: params.get('campaign') ?? undefined,
    label: params.get('label') ?? undefined,
    q: params.get('q') ?? undefined,
  };
}

export function writeInboxFilters(params: URLSearchParams, f: ConversationFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  KEYS.forEach((k) => next.delete(k));
  if (f.mark !== 'all') next.set('mark', f.mark);
  if (f.channel) next.set('channel', f.channel);
  if (f.credentialId) next.set('account', f.credentialId);
  if (f.campaign) next.set('campaign', f.campaign);
  if (f.label) next.set('label', f.label);
  if (f.q) next.set('q', f.q);
  return next;
}

/** Filters beyond the mark and the text (shown as a count on the filter button). */
export const extraFilterCount = (f: ConversationFilters) =>
  [f.channel, f.credentialId, f.campaign, f.label].filter(Boolean).length;
