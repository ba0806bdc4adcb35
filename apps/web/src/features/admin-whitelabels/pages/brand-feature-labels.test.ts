import { describe, expect, it } from 'vitest';
import { BRAND_FEATURES } from '@leadloop/domain/admin/brand-features';

type Words = { options: { brandFeature: Record<string, string> } };
const files = import.meta.glob<Words>('../../../locales/*/admin-whitelabels.json', { import: 'default' });

describe("the options tab's brand-feature picker", () => {
  it('names every brand-only feature in every language', async () => {
    for (const code of ['en', 'fr', 'de', 'pt', 'es']) {
      const words = await files[`../../../locales/${code}/admin-whitelabels.json`]!();
      for (const feature of BRAND_FEATURES)
        expect(words.options.brandFeature[feature], `${code} ${feature}`).toMatch(/\S/);
    }
  });
});
