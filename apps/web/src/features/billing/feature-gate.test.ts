import { describe, expect, it } from 'vitest';
import { FEATURE_PAGES } from '@leadloop/domain/billing/pages';
import { featureGateTarget, lackingFeature } from './feature-gate';

describe('feature gate in the router (000 §4: a route needing a feature the tier lacks)', () => {
  const free = { webhook_integration: 'upgrade', smart_sequences: 'upgrade', dash_tasks: 'active' };

  it('goes to campaigns when accounts exist, else to add one, naming the feature for the upgrade modal', () => {
    expect(featureGateTarget('/integrations/automation', free, 2)).toEqual({
      to: '/campaigns',
      feature: 'webhook_integration',
    });
    expect(featureGateTarget('/smart-sequences/edit/w1', free, 0)).toEqual({
      to: '/credentials/add',
      feature: 'smart_sequences',
    });
    expect(lackingFeature('/integrations/automation/webhook', free)).toBe('webhook_integration');
  });

  it('lets the page open when the tier has the feature, when no feature applies, or before features are known', () => {
    expect(featureGateTarget('/my-tasks', free, 1)).toBeNull();
    expect(featureGateTarget('/integrations', free, 1)).toBeNull();
    expect(featureGateTarget('/integrations/automation', undefined, 1)).toBeNull();
    expect(featureGateTarget('/integrations/automation', { webhook_integration: 'active' }, 1)).toBeNull();
  });

  it('every feature page is refused on a tier where its feature is not active', () => {
    for (const [prefix, feature] of FEATURE_PAGES) {
      for (const status of ['upgrade', 'exist'])
        expect(featureGateTarget(prefix, { [feature]: status }, 1), `${prefix} ${status}`).toEqual({
          to: '/campaigns',
          feature,
        });
      expect(featureGateTarget(`${prefix}/`, { [feature]: 'active' }, 1), prefix).toBeNull();
    }
  });
});
