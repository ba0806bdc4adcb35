import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '@leadloop/domain/providers/catalogue';
import { INTEGRATION_KINDS, kindName } from './catalog';

const kind = (type: string) => INTEGRATION_KINDS.find((k) => k.type === type);

describe('integrations hub catalogue (from the providers’ manifests)', () => {
  it('places each built provider as its manifest says, and marks the rest not built', () => {
    expect(kind('hubspot')).toEqual({
      type: 'hubspot',
      category: 'crm',
      availability: 'page',
      to: '/crm/manage/hubspot',
    });
    expect(kind('pipedrive')).toMatchObject({ availability: 'page', to: '/crm/manage/pipedrive' });
    expect(kind('calendly')).toMatchObject({
      category: 'productivity',
      availability: 'page',
      to: '/integrations/calendly',
    });
    for (const type of ['google', 'microsoft', 'exchange', 'amazon', 'sendgrid', 'smtp', 'ai_email_service'])
      expect(kind(type), type).toEqual({ type, category: 'email', availability: 'perAccount' });
    expect(kind('salesforce')).toEqual({ type: 'salesforce', category: 'crm', availability: 'notBuilt' });
    expect(kind('slack')).toMatchObject({ availability: 'notBuilt' });
    expect(kind('default')).toBeUndefined();
  });

  it('lists every provider that has a hub place, once, under its name', () => {
    for (const p of PROVIDERS)
      if ('hub' in p) {
        expect(
          INTEGRATION_KINDS.filter((k) => k.type === p.name),
          p.name,
        ).toHaveLength(1);
        expect(kindName(p.name)).toBe(p.label);
      }
    expect(kindName('google')).toBe('Gmail');
    expect(kindName('zendesk-sell')).toBe('Zendesk Sell');
  });
});
