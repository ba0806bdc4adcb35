import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '@leadloop/domain/providers/catalogue';
import { zapierRecipe } from '@leadloop/domain/integrations/recipes';
import { EMAIL_KINDS, INTEGRATION_KINDS, NOT_SHOWN, kindName } from './catalog';

const kind = (type: string) => INTEGRATION_KINDS.find((k) => k.type === type);

describe('integrations hub catalogue (from the providers’ manifests)', () => {
  it('places each built provider as its manifest says, and places the rest by their Zapier recipe', () => {
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
    for (const type of ['google', 'microsoft', 'exchange', 'amazon', 'sendgrid', 'smtp'])
      expect(kind(type), type).toEqual({ type, category: 'email', availability: 'perAccount' });
    expect(kind('salesforce')).toEqual({
      type: 'salesforce',
      category: 'crm',
      availability: 'zapier',
      to: '/integrations/recipe/salesforce',
    });
    expect(kind('slack')).toMatchObject({ availability: 'zapier', to: '/integrations/recipe/slack' });
    expect(kind('converge_hub')).toMatchObject({ availability: 'zapier', to: '/integrations/converge_hub' });
    expect(kind('default')).toBeUndefined();
  });

  it('lists every provider that has a hub place, once, under its name', () => {
    for (const p of PROVIDERS)
      if ('hub' in p && !NOT_SHOWN.has(p.name)) {
        expect(
          INTEGRATION_KINDS.filter((k) => k.type === p.name),
          p.name,
        ).toHaveLength(1);
        expect(kindName(p.name)).toBe(p.label);
      }
    expect(kindName('google')).toBe('Gmail');
    expect(kindName('zendesk-sell')).toBe('Zendesk Sell');
  });

  it('shows only kinds that work: natively, per account, or through a Zapier recipe (issue 35)', () => {
    for (const k of INTEGRATION_KINDS) {
      if (k.availability === 'perAccount') continue;
      expect(k.to, k.type).toMatch(/^\//);
      if (k.availability === 'zapier') expect(zapierRecipe(k.type), k.type).toBeDefined();
    }
    // AI mailboxes come with issue 38: not shown until then; the dialer's card opens its phone numbers.
    for (const type of NOT_SHOWN) expect(kind(type), type).toBeUndefined();
    expect(EMAIL_KINDS).not.toContain('ai_email_service');
    expect(NOT_SHOWN).toEqual(new Set(['ai_email_service', 'mailgun', 'google-docs']));
    expect(kind('dialer')).toMatchObject({
      category: 'automation',
      to: '/integrations/dialer/phone-numbers',
    });
  });
});
