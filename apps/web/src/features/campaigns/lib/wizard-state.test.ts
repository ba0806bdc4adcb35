import { describe, expect, it } from 'vitest';
import type { Workflow } from '../types';
import { draftFromWorkflow, emptyDraft } from './draft';
import { draftStorage } from './draft-storage';
import { draftContent, hasUnsavedInput, STAGE_NAMES, stageFromParam } from './wizard-state';

describe('campaign builder wizard state (issue 35 item 6)', () => {
  it('reads the stage from the address, else from the kept draft', () => {
    expect(STAGE_NAMES.map((name) => stageFromParam(name, 0))).toEqual([0, 1, 2, 3]);
    expect(stageFromParam(null, 2)).toBe(2);
    expect(stageFromParam('nonsense', 1)).toBe(1);
    expect(stageFromParam(null, 9)).toBe(3);
  });

  it('counts typed input as unsaved, and moving between stages as nothing', () => {
    const fresh = emptyDraft('linear', 'c1');
    const saved = draftContent(fresh);
    expect(hasUnsavedInput(fresh, saved)).toBe(false);
    expect(hasUnsavedInput({ ...fresh, stage: 2, credentialId: 'c2' }, saved)).toBe(false);
    expect(hasUnsavedInput({ ...fresh, name: 'Founders' }, saved)).toBe(true);
    expect(hasUnsavedInput({ ...fresh, searches: [{ url: 'https://x', limit: 10 }] }, saved)).toBe(true);
    const typed = { ...fresh, name: 'Founders' };
    expect(hasUnsavedInput(typed, draftContent(typed))).toBe(false); // once saved
  });

  it('keeps the stage, the input and the imports over a reload (sessionStorage)', () => {
    const draft = {
      ...emptyDraft(),
      name: 'Kept',
      stage: 2,
      imports: [{ _id: 's1', file_name: 'leads.csv', summary: null }],
    };
    draftStorage.save(draft);
    expect(draftStorage.load()).toEqual(draft);
    draftStorage.clear();
  });

  it('reads a saved campaign\u2019s CSV imports as sources with their counts', () => {
    const summary = { lines: 3, accepted: 2, duplicated: 1, blacklisted: 0, refused: 0 };
    const search = (extra: object) => ({
      _id: 's',
      workflow_id: 'w',
      kind: 'csv',
      limit: 3,
      status: 'finished',
      custom_fields_keys: [],
      found_count: 3,
      added_count: 2,
      error: null,
      created_at: '2026-12-06T00:00:00.000Z',
      ...extra,
    });
    const wf = {
      _id: 'w',
      name: 'With a file',
      credentials_id: 'c',
      sequences_type: 'linear',
      sequence: [],
      searches: [
        search({ _id: 's1', source: 'csv', url: null, file_name: 'leads.csv', csv_summary: summary }),
        search({
          _id: 's2',
          source: 'url',
          url: 'https://www.linkedin.com/search/results/people/',
          file_name: null,
        }),
      ],
    } as unknown as Workflow;
    const draft = draftFromWorkflow(wf);
    expect(draft.imports).toEqual([{ _id: 's1', file_name: 'leads.csv', summary }]);
    expect(draft.searches.map((s) => s._id)).toEqual(['s2']);
  });
});
