import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCurrentSpace } from '../../../lib/current-space';
import { draftCalls, draftsQueryOptions } from '../api/drafts';
import { inboxKeys } from '../api/keys';
import { createDraftStore, pickDraft } from '../lib/draft-storage';
import type { DraftChannel } from '../types';

/** Server copies are written this long after the last keystroke (the local copy at once). */
export const DRAFT_SAVE_DEBOUNCE_MS = 800;

export interface DraftValue {
  draft: string;
  subject: string;
}

/**
 * The draft of one profile and channel, kept in local storage on every change and on the server
 * (debounced, and flushed when the page hides or the composer closes). On open the newer copy wins.
 */
export function useDraft(profileId: string, channel: DraftChannel) {
  const spaceId = getCurrentSpace();
  const store = useMemo(() => createDraftStore(), []);
  const queryClient = useQueryClient();
  const initial = store.get(spaceId, profileId, channel);
  const [value, setValue] = useState<DraftValue>({
    draft: initial?.draft ?? '',
    subject: initial?.subject ?? '',
  });
  const dirty = useRef(false);
  const restored = useRef(false);
  const pending = useRef<{ draft: string; subject: string | null; last_preview: string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const server = useQuery(draftsQueryOptions(profileId));

  // Restore the server copy once, on open, when it is newer than the local one and nothing was typed yet.
  useEffect(() => {
    if (!server.data || restored.current) return;
    restored.current = true;
    if (dirty.current) return;
    const remote = server.data.find((d) => d.channel === channel) ?? null;
    const chosen = pickDraft(store.get(spaceId, profileId, channel), remote);
    if (chosen) setValue({ draft: chosen.draft, subject: chosen.subject ?? '' });
  }, [server.data, channel, profileId, spaceId, store]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const body = pending.current;
    pending.current = null;
    if (!body) return;
    const save =
      body.draft || body.subject
        ? draftCalls.save(profileId, { channel, ...body })
        : draftCalls.clear(profileId, channel);
    save.catch(() => undefined); // the local copy is the safety net; the next change retries
  }, [profileId, channel]);

  const update = useCallback(
    (next: DraftValue, lastPreview: string | null) => {
      dirty.current = true;
      setValue(next);
      const subject = next.subject || null;
      store.set(spaceId, profileId, channel, { draft: next.draft, subject, last_preview: lastPreview });
      pending.current = { draft: next.draft, subject, last_preview: lastPreview };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DEBOUNCE_MS);
    },
    [store, spaceId, profileId, channel, flush],
  );

  /** Sending: no queued server save may land after the send (the server clears the draft). */
  const hold = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  /** After sending: the draft is gone everywhere. */
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    dirty.current = false;
    store.clear(spaceId, profileId, channel);
    setValue({ draft: '', subject: '' });
    queryClient.setQueryData(inboxKeys.drafts(profileId), (list: { channel: string }[] | undefined) =>
      list?.filter((d) => d.channel !== channel),
    );
    draftCalls.clear(profileId, channel).catch(() => undefined);
  }, [store, spaceId, profileId, channel, queryClient]);

  useEffect(() => {
    const onHide = () => flush();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', onHide);
    window.addEventListener('beforeunload', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush(); // leaving the conversation saves at once
      void queryClient.invalidateQueries({ queryKey: inboxKeys.drafts(profileId) });
    };
  }, [flush, queryClient, profileId]);

  return { value, update, clear, hold };
}
