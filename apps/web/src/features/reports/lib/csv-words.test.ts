import { describe, expect, it } from 'vitest';
import { REPORT_CSV_WORDS } from '@leadloop/domain';
import { loadResources } from '../../../lib/i18n';

/** The CSV export (built on the server) names series and funnel stages with the words the screens show. */
describe("the reports' CSV words", () => {
  it('equal the report screens’ words in every interface language', async () => {
    const langs = Object.keys(REPORT_CSV_WORDS) as (keyof typeof REPORT_CSV_WORDS)[];
    const resources = await loadResources(langs);
    for (const lng of langs) {
      const screen = resources[lng]!.reports as { series: object; stages: object };
      expect(REPORT_CSV_WORDS[lng].series, `${lng} series`).toEqual(screen.series);
      expect(REPORT_CSV_WORDS[lng].stages, `${lng} stages`).toEqual(screen.stages);
    }
  });
});
