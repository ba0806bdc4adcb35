import { describe, expect, it } from 'vitest';
import { createStageBodySchema, crmNameSchema, managerSchema, probabilitySchema } from './rules.js';
import { firstError } from '../common/test-helpers.js';
import { MESSAGES } from '../messages/catalogue.js';

describe('CRM rules (001 §5)', () => {
  it.each([
    ['Sales', 'ok'],
    ['Stage 2', 'ok'],
    ['', 'Enter valid name'],
    ['   ', 'Enter valid name'],
    ['---', 'Enter valid name'],
  ])('pipeline/stage name %j → %s', (v, expected) => {
    expect(firstError(crmNameSchema, v)).toBe(expected);
  });

  it.each([
    [50, 'ok'],
    ['10', 'ok'],
    [100, 'ok'],
    [0, 'Probability must be a positive number'],
    [-5, 'Probability must be a positive number'],
    ['abc', 'Probability must be a positive number'],
    [101, 'Probability must be a positive number'],
  ])('probability %j → %s', (v, expected) => {
    expect(firstError(probabilitySchema, v)).toBe(expected);
  });

  it('stage body (001 §7 {name, pipeline_id, order, probability})', () => {
    expect(
      firstError(createStageBodySchema, { name: 'Won', pipeline_id: 'p1', order: '2', probability: '90' }),
    ).toBe('ok');
    expect(
      firstError(createStageBodySchema, { name: ' ', pipeline_id: 'p1', order: 1, probability: 5 }),
    ).toBe('Enter valid name');
  });

  it.each([
    [{ type: 'sales', name: 'Anne-Marie Dupont' }, 'ok'],
    [{ type: 'success', name: 'José', description: 'Key accounts' }, 'ok'],
    [{ name: 'Ann' }, MESSAGES.managerTypeRequired],
    [{ type: 'sales', name: 'Ann 2' }, MESSAGES.invalidManagerName],
    [{ type: 'sales', name: '' }, MESSAGES.nameRequired],
    [
      { type: 'sales', name: 'Ann', description: 'x'.repeat(501) },
      'Message can not be longer than 500 characters',
    ],
  ])('manager %j → %s', (body, expected) => {
    expect(firstError(managerSchema, body)).toBe(expected);
  });
});
