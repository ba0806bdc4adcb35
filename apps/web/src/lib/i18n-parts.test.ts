import { describe, expect, it } from 'vitest';
import { ensureNamespaces, i18n, initI18n, SHELL_NAMESPACES } from './i18n';

describe('locale namespaces in two parts', () => {
  it("the shell's first load leaves a namespace's later words out; asking for the namespace brings them", async () => {
    await initI18n('en', SHELL_NAMESPACES, 'first');
    expect(i18n.exists('credentials:switcher.title')).toBe(true);
    expect(i18n.exists('credentials:wizard.next')).toBe(false);
    expect(i18n.exists('spaces:members.makeAdmin')).toBe(false);

    // the shell's own route asks for the first parts only: still nothing more
    await ensureNamespaces(SHELL_NAMESPACES, 'first');
    expect(i18n.exists('credentials:wizard.next')).toBe(false);

    // a screen (or the add-account modal) asking for the namespace gets its later words too
    await ensureNamespaces(['credentials']);
    expect(i18n.t('credentials:wizard.next')).toBe('Next');
    expect(i18n.exists('credentials:switcher.title')).toBe(true);
    await ensureNamespaces();
    expect(i18n.exists('spaces:members.makeAdmin')).toBe(true);
  });
});
