import type { TFunction } from 'i18next';
import type { UserNotification } from '../types';

/** Events whose text is the server's own words (the reply itself, the engine's explanation). */
const TEXT_AS_SENT = new Set(['reply_received', 'campaign_stalled']);

/** A notification in the user's language: by its event and params, falling back to the stored words. */
export function wordingOf(t: TFunction<'notifications'>, n: UserNotification) {
  const params = { ...n.params, interpolation: { escapeValue: false } };
  return {
    title: t(`events.${n.event}.title`, { ...params, defaultValue: n.title }),
    text: TEXT_AS_SENT.has(n.event)
      ? n.text
      : t(`events.${n.event}.text`, { ...params, defaultValue: n.text }),
    action: n.action
      ? t(`events.${n.event}.action`, { defaultValue: n.actionButton ?? n.action.text })
      : null,
  };
}
