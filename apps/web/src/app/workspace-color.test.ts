import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../features/brand';
import { workspaceColorCss } from './workspace-color';

describe("a workspace's own colour over the brand's", () => {
  it("recomputes the primary colour's variables, light and dark, and nothing else", () => {
    const css = workspaceColorCss(DEFAULT_BRAND, '#ee6644');
    expect(css).toContain('--mantine-color-brand-6: #ee6644');
    expect(css).not.toContain(DEFAULT_BRAND.colors.primary);
    expect(css).toMatch(/:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*--mantine-color-brand-filled/);
    expect(css).toMatch(/--mantine-color-anchor/);
    expect(css).not.toMatch(/--mantine-color-red|--mantine-font|--mantine-radius/);
  });
});
