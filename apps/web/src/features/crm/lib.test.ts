import { describe, expect, it } from 'vitest';
import { connectionBadge, moveBetween, otherRecords, toIntegration } from './lib';

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

  it('a CRM card says whether the workspace is connected to it; the native CRM is always ready', () => {
    const platforms = [
      { platform: 'default', connected: true },
      { platform: 'hubspot', connected: true },
      { platform: 'pipedrive', connected: false },
    ];
    expect(connectionBadge('default', undefined)).toBe('ready');
    expect(connectionBadge('hubspot', platforms)).toBe('connected');
    expect(connectionBadge('pipedrive', platforms)).toBe('notConnectedBadge');
    expect(connectionBadge('hubspot', undefined)).toBeNull();
  });

  it('the duplicates of a prospect leave out the prospect itself', () => {
    const found = [
      { platform: 'default', record_id: 'p-1', name: 'Ada' },
      { platform: 'hubspot', record_id: 'p-1', name: 'Ada' },
      { platform: 'default', record_id: 'p-2', name: 'Ada (old)' },
    ];
    expect(otherRecords(found, 'p-1').map((d) => `${d.platform}:${d.record_id}`)).toEqual([
      'hubspot:p-1',
      'default:p-2',
    ]);
  });
});
