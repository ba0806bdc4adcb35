import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import type { InboxMessage, OpenedConversation } from '../types';

/**
 * Older messages of a long conversation, a keyset page (`next_cursor`) at a time, shown above the newest
 * page. When the newest page moves (a new message arrived), the older pages are dropped rather than
 * leaving a gap between them; they load again on demand.
 */
export function useEarlierMessages(opened: OpenedConversation | undefined) {
  const newestOldest = opened?.messages[0]?._id ?? null;
  // cursor undefined: no older page loaded yet (the newest page's next_cursor applies).
  const [state, setState] = useState<{
    anchor: string | null;
    messages: InboxMessage[];
    cursor: string | null | undefined;
  }>({ anchor: null, messages: [], cursor: undefined });
  const [loading, setLoading] = useState(false);
  const fresh = state.anchor !== newestOldest;
  useEffect(() => {
    if (fresh) setState({ anchor: newestOldest, messages: [], cursor: undefined });
  }, [fresh, newestOldest]);

  const cursor = fresh || state.cursor === undefined ? (opened?.next_cursor ?? null) : state.cursor;
  const loadMore = useCallback(async () => {
    if (!opened || !cursor) return;
    setLoading(true);
    try {
      const page = await api.get<OpenedConversation>(`/inbox/conversations/${opened.conversation._id}`, {
        query: { limit: 100, cursor },
      });
      setState((s) => ({
        anchor: s.anchor,
        messages: [...page.messages, ...s.messages],
        cursor: page.next_cursor ?? null,
      }));
    } catch (error) {
      notify.error(error);
    } finally {
      setLoading(false);
    }
  }, [opened, cursor]);

  return { earlier: fresh ? [] : state.messages, hasMore: Boolean(cursor), loadMore, loading };
}
