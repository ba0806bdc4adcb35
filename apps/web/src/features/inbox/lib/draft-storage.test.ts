import { beforeEach, describe, expect, it } from 'vitest';
import { createDraftStore, DRAFTS_STORAGE_KEY, pickDraft } from './draft-storage';

describe('draft storage (001 §9 local storage: drafts)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one draft per workspace, profile and channel', () => {
    const store = createDraftStore(localStorage);
    store.set('s1', 'p1', 'linkedIn', { draft: 'Hello', subject: null, last_preview: 'Hello' });
    store.set('s1', 'p1', 'email', { draft: 'Mail body', subject: 'Hi', last_preview: null });
    store.set('s2', 'p1', 'linkedIn', { draft: 'Other workspace', subject: null, last_preview: null });
    expect(store.get('s1', 'p1', 'linkedIn')?.draft).toBe('Hello');
    expect(store.get('s1', 'p1', 'email')).toMatchObject({ draft: 'Mail body', subject: 'Hi' });
    expect(store.get('s2', 'p1', 'linkedIn')?.draft).toBe('Other workspace');
    expect(store.get('s1', 'p2', 'linkedIn')).toBeNull();
  });

  it('an emptied draft is removed; clear removes only that channel', () => {
    const store = createDraftStore(localStorage);
    store.set('s1', 'p1', 'linkedIn', { draft: 'Hello', subject: null, last_preview: null });
    store.set('s1', 'p1', 'sms', { draft: 'Text', subject: null, last_preview: null });
    store.set('s1', 'p1', 'linkedIn', { draft: '', subject: null, last_preview: null });
    expect(store.get('s1', 'p1', 'linkedIn')).toBeNull();
    store.clear('s1', 'p1', 'sms');
    expect(JSON.parse(localStorage.getItem(DRAFTS_STORAGE_KEY)!)).toEqual({});
  });

  it('survives broken storage content', () => {
    localStorage.setItem(DRAFTS_STORAGE_KEY, '{not json');
    const store = createDraftStore(localStorage);
    expect(store.get('s1', 'p1', 'linkedIn')).toBeNull();
    store.set('s1', 'p1', 'linkedIn', { draft: 'Recovered', subject: null, last_preview: null });
    expect(store.get('s1', 'p1', 'linkedIn')?.draft).toBe('Recovered');
  });

  it('restores the newer of the local and the server copy', () => {
    const older = { draft: 'old', updated_at: '2026-01-01T10:00:00.000Z' };
    const newer = { draft: 'new', updated_at: '2026-01-01T10:00:05.000Z' };
    expect(pickDraft(older, newer)?.draft).toBe('new');
    expect(pickDraft(newer, older)?.draft).toBe('new');
    expect(pickDraft(null, older)?.draft).toBe('old');
    expect(pickDraft(older, null)?.draft).toBe('old');
    expect(pickDraft(null, null)).toBeNull();
  });
});
