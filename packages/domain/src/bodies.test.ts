import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as d from './index.js';
import { firstError } from './common/test-helpers.js';

const M = d.MESSAGES;

/** Remaining request bodies and small rules: accepted and refused examples with the exact message. */
describe('request bodies', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['update user', d.updateUserBodySchema, { first_name: 'Ann', phone: '' }, 'ok'],
    ['update user: blank first name', d.updateUserBodySchema, { first_name: ' ' }, M.firstNameRequired],
    ['update user: bad phone', d.updateUserBodySchema, { phone: '12' }, M.wrongPhone],
    ['user exists', d.userExistsBodySchema, { email: 'a@b.co' }, 'ok'],
    ['user exists: empty', d.userExistsBodySchema, { email: '' }, M.pleaseEnterEmail],
    ['create token', d.createTokenBodySchema, { ref: 'r', invite: '', i: 'x' }, 'ok'],
    ['create token: huge ref', d.createTokenBodySchema, { ref: 'x'.repeat(201) }, d.maxLength(200)],
    ['oauth accept', d.oauthAcceptBodySchema, { state: 's', client_id: 'c' }, 'ok'],
    ['oauth accept: no state', d.oauthAcceptBodySchema, { client_id: 'c' }, M.required],
    ['update space', d.updateSpaceBodySchema, { space_object: { name: 'New' } }, 'ok'],
    ['update space: blank name', d.updateSpaceBodySchema, { space_object: { name: '' } }, M.nameRequired],
    ['change admin', d.changeAdminBodySchema, { space_id: 's1', is_admin: 'false' }, 'ok'],
    ['set credentials', d.setCredentialsBodySchema, { space_id: 's1', credentials: 'c1,c2' }, 'ok'],
    ['automation type', d.automationTypeBodySchema, { automation_type: 'extension' }, 'ok'],
    ['send code', d.sendSecurityCodeBodySchema, { code: '123456', resend: 'false' }, 'ok'],
    ['send code: 5 digits', d.sendSecurityCodeBodySchema, { code: '12345' }, M.securityCodeFormat],
    ['campaign name', d.campaignNameSchema, 'Q1 outreach', 'ok'],
    ['campaign name: blank', d.campaignNameSchema, '  ', M.nameRequired],
    ['pipeline', d.pipelineBodySchema, { name: 'Sales' }, 'ok'],
    ['pipeline: blank', d.pipelineBodySchema, { name: '' }, M.enterValidName],
    ['move deal', d.moveDealBodySchema, { new_position: '3' }, 'ok'],
    ['delete stage', d.deleteStageBodySchema, { stage_to_move: 'a', stage_id: 'b' }, 'ok'],
    ['priority', d.prioritySchema, '500', 'ok'],
    ['priority: unknown', d.prioritySchema, 250, d.MESSAGES.taskInvalidPriority],
    ['video name body', d.videoNameBodySchema, { name: '' }, M.videoNameRequired],
    ['email with the other wording', d.emailRule(M.invalidEmail), 'nope', 'Invalid email'],
  ])('%s', (_name, schema, value, expected) => {
    expect(firstError(schema, value)).toBe(expected);
  });

  it.each<[string, z.ZodType, unknown]>([
    ['change admin: not a boolean', d.changeAdminBodySchema, { space_id: 's1', is_admin: 'maybe' }],
    ['automation type: unknown', d.automationTypeBodySchema, { automation_type: 'robot' }],
    ['update space: unknown field', d.updateSpaceBodySchema, { space_object: { name: 'x', tier: 9 } }],
    ['move deal: negative', d.moveDealBodySchema, { new_position: -1 }],
  ])('%s is refused', (_name, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('small rules', () => {
  it('titles and tags cannot be picked twice (001 §5)', () => {
    const list = [{ name: 'CTO', value: 'cto' }];
    expect(d.canAddTag(list, { name: 'CTO', value: 'cto' }, M.titleChosenTwice)).toBe(
      'This title is already chosen',
    );
    expect(d.canAddTag(list, { name: 'CEO', value: 'ceo' }, M.titleChosenTwice)).toBe(true);
  });
  it('proxy countries with count 0 are out of reserve (001 §3)', () => {
    expect(d.isOutOfReserve({ count: 0 })).toBe(true);
    expect(d.isOutOfReserve({ count: 4 })).toBe(false);
  });
  it.each([
    [200, true],
    [204, true],
    [302, false],
    [404, false],
    [500, false],
  ])('webhook status %i ok: %s', (s, ok) => {
    expect(d.isWebhookSuccess(s)).toBe(ok);
    if (!ok) expect(d.webhookStatus(s)).toBe(`Webhook responded with status code ${s}`);
  });
  it('parametrised messages', () => {
    expect(d.inviteCodeLength(12)).toBe('Invite code must be 12 characters long');
    expect(d.urlProtocol('https')).toBe('The URL must have https protocol');
    expect(d.canNotChoose('blocked')).toBe("You can't choose a workspace with status blocked");
    expect(d.aiEmployeeUpdated('Emma')).toBe('AI Employee Emma has been updated.');
    expect(d.aiEmployeeCreated('Emma')).toBe('AI Employee Emma has been created.');
    expect(d.fillTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
