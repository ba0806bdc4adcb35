import { describe, expect, it } from 'vitest';
import { labelBodySchema } from './rules.js';
import { webhookBodySchema } from '../integrations/rules.js';
import { templateNameSchema, validateScenario, videoNameSchema } from '../templates/rules.js';
import { taskMessageSchema } from '../tasks/rules.js';
import { firstError } from '../common/test-helpers.js';
import { MESSAGES } from '../messages/catalogue.js';

describe('label rules (001 §5: name ≤30, colour required)', () => {
  it.each([
    [{ name: 'Hot lead', color: '#f00' }, 'ok'],
    [{ name: 'x'.repeat(30), color: '#ff0000', is_shared: 'true' }, 'ok'],
    [{ name: 'x'.repeat(31), color: '#ff0000' }, 'Message can not be longer than 30 characters'],
    [{ name: '', color: '#ff0000' }, MESSAGES.nameRequired],
    [{ name: 'A' }, MESSAGES.colorRequired],
    [{ name: 'A', color: 'red' }, MESSAGES.invalidColor],
  ])('%j → %s', (body, expected) => {
    expect(firstError(labelBodySchema, body)).toBe(expected);
  });
});

describe('webhook rules (001 §5)', () => {
  it.each([
    [{ url: 'https://hooks.example.com/x', update_types: ['got_reply'] }, 'ok'],
    [{ url: 'https://hooks.example.com/x', update_types: 'got_reply,new_message' }, 'ok'],
    [{ url: 'https://hooks.example.com/x', update_types: [] }, MESSAGES.webhookUpdateTypeRequired],
    [{ url: 'nope', update_types: ['got_reply'] }, MESSAGES.checkUrl],
  ])('%j → %s', (body, expected) => {
    expect(firstError(webhookBodySchema, body)).toBe(expected);
  });
});

describe('template, video, scenario and task rules (001 §5)', () => {
  it('names are required', () => {
    expect(firstError(templateNameSchema, ' ')).toBe(MESSAGES.templateNameRequired);
    expect(firstError(templateNameSchema, 'Intro')).toBe('ok');
    expect(firstError(videoNameSchema, '')).toBe(MESSAGES.videoNameRequired);
  });
  it.each([
    [{ name: 'Demo' }, true],
    [{ recording_id: 'r1' }, true],
    [{ name: ' ' }, MESSAGES.scenarioNeedsRecordingOrName],
    [{ name: 'Demo', delay_seconds: 0 }, MESSAGES.delayTooSmall],
  ])('scenario %j → %s', (s, expected) => {
    expect(validateScenario(s)).toBe(expected);
  });
  it('task message not empty', () => {
    expect(firstError(taskMessageSchema, '  ')).toBe(MESSAGES.taskMessageRequired);
    expect(firstError(taskMessageSchema, 'Call back')).toBe('ok');
  });
});
