import { describe, expect, it } from 'vitest';
import { moveBetween, toIntegration } from './lib';

describe('crm lib', () => {
  it('any CRM name but pipedrive, hubspot and default becomes default (000 §2)', () => {
    expect(toIntegration('hubspot')).toBe('hubspot');
    expect(toIntegration('pipedrive')).toBe('pipedrive');
    expect(toIntegration('salesforce')).toBe('default');
    expect(toIntegration(null)).toBe('default');
  });

  it('moves a deal within and across columns, keeping the others in order', () => {
    const d = (id: string) => ({ _id: id });
    const cols = { a: [d('1'), d('2'), d('3')], b: [d('4')] };
    const within = moveBetween(cols, '3', 'a', 0);
    expect(within.a!.map((x) => x._id)).toEqual(['3', '1', '2']);
    const across = moveBetween(cols, '2', 'b', 1);
    expect(across.a!.map((x) => x._id)).toEqual(['1', '3']);
    expect(across.b!.map((x) => x._id)).toEqual(['4', '2']);
    expect(cols.a).toHaveLength(3); // the input is not changed
  });
});
