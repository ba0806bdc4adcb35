import { describe, expect, it } from 'vitest';
import { validateTemplate } from '@leadloop/domain/campaigns/placeholders';
import { LANGUAGES, loadResources } from '../../lib/i18n';

const resources = await loadResources(LANGUAGES.map((l) => l.code));

describe('a new video', () => {
  it("starts with a website scene whose text is valid, in the user's language", () => {
    for (const { code } of LANGUAGES) {
      const text = (resources[code]!.videos as { defaultSceneText: string }).defaultSceneText;
      expect(validateTemplate(text), code).toBe(true);
      expect(text, code).toMatch(/\{first_name:[^}]+\}.*\{company:[^}]+\}/);
    }
  });
});
