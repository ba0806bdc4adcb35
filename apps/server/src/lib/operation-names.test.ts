import { describe, expect, it } from 'vitest';
import { operationNames } from './operation-names.js';

describe('operationNames: a call named from its method and path', () => {
  it('takes the area as tag and the path after it as the call name', () => {
    expect(operationNames('GET', '/api/workflows/:id/prospects')).toEqual({
      operationId: 'getWorkflowsProspects',
      summary: 'Workflows: get prospects',
      tag: 'workflows',
    });
    expect(operationNames('put', '/api/credentials/{id}/two_factor')).toMatchObject({
      operationId: 'replaceCredentialsTwoFactor',
      tag: 'credentials',
    });
  });

  it('keeps the verb a call name already starts with, and creates on a plain POST', () => {
    expect(operationNames('POST', '/api/workflows/:id/update_status').operationId).toBe(
      'workflowsUpdateStatus',
    );
    expect(operationNames('GET', '/api/labels/fetch').operationId).toBe('labelsFetch');
    expect(operationNames('POST', '/api/workflows')).toMatchObject({
      operationId: 'createWorkflows',
      summary: 'Workflows: create',
    });
    expect(operationNames('POST', '/api/inbox/templates').operationId).toBe('createInboxTemplates');
  });

  it('names a path that ends on a parameter by it, so the item and its list differ', () => {
    expect(operationNames('GET', '/api/workflows').operationId).toBe('getWorkflows');
    expect(operationNames('GET', '/api/workflows/:id')).toMatchObject({
      operationId: 'getWorkflowsById',
      summary: 'Workflows: get by id',
    });
    expect(operationNames('DELETE', '/api/profiles/:id/notes/:noteId').operationId).toBe(
      'deleteProfilesNotesByNoteId',
    );
  });
});
