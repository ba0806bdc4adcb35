import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_LENGTH,
  allowedPagesBodySchema,
  createSpaceBodySchema,
  inviteCodeSchema,
  invitesBodySchema,
  joinSpaceBodySchema,
  workspaceNameSchema,
} from './rules.js';
import { firstError } from '../common/test-helpers.js';

describe('workspace rules (001 §5)', () => {
  it.each([
    ['ABCDEFGHJKLM', 'ok'],
    [' ABCDEFGHJKLM ', 'ok'],
    ['ABC', 'Invite code must be 12 characters long'],
    ['ABCDEFGHJKLMN', 'Invite code must be 12 characters long'],
    [undefined, 'Invite code must be 12 characters long'],
  ])('invite code %j → %s', (value, expected) => {
    expect(INVITE_CODE_LENGTH).toBe(12);
    expect(firstError(inviteCodeSchema, value)).toBe(expected);
    expect(firstError(joinSpaceBodySchema, { invite_code: value })).toBe(expected);
  });

  it.each([
    ['Acme', 'ok'],
    ['', 'Name is required'],
    ['  ', 'Name is required'],
    [undefined, 'Name is required'],
  ])('workspace name %j → %s', (value, expected) => {
    expect(firstError(workspaceNameSchema, value)).toBe(expected);
    expect(firstError(createSpaceBodySchema, { name: value })).toBe(expected);
  });

  it('create space accepts promotekit_referral and refuses unknown fields', () => {
    expect(firstError(createSpaceBodySchema, { name: 'A', promotekit_referral: 'r1' })).toBe('ok');
    expect(createSpaceBodySchema.safeParse({ name: 'A', owner: 'x' }).success).toBe(false);
  });

  it.each([
    [{ emails: ['a@b.co'], granted_access: 'member', allowed_pages: ['inbox'] }, 'ok'],
    [{ emails: 'a@b.co, c@d.co', granted_access: 'admin' }, 'ok'],
    [{ emails: '["a@b.co"]', allowed_pages: 'null' }, 'ok'],
    [{ emails: [] }, 'Please enter email'],
    [{ emails: '' }, 'Please enter email'],
    [{ emails: [''] }, 'Please enter email'],
    [{ emails: ['a@b.co', 'A@b.co '] }, 'Email already added'],
    [{ emails: ['nope'] }, 'Not valid email'],
  ])('invites %j → %s', (body, expected) => {
    expect(firstError(invitesBodySchema, body)).toBe(expected);
  });

  it('invites default to member and refuse unknown pages or access', () => {
    expect(invitesBodySchema.parse({ emails: ['A@B.co'] })).toEqual({
      emails: ['a@b.co'],
      granted_access: 'member',
    });
    expect(invitesBodySchema.safeParse({ emails: ['a@b.co'], granted_access: 'owner' }).success).toBe(false);
    expect(invitesBodySchema.safeParse({ emails: ['a@b.co'], allowed_pages: ['secret'] }).success).toBe(
      false,
    );
    expect(allowedPagesBodySchema.parse({ allowed_pages: 'inbox,billing' })).toEqual({
      allowed_pages: ['inbox', 'billing'],
    });
  });
});
