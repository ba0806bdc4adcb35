import { createTheme, localStorageColorSchemeManager, type MantineThemeOverride } from '@mantine/core';
import type { Brand } from '../features/brand';
import { colorShades } from '../lib/color-shades';
import { STORAGE_KEYS } from '../lib/storage';

/** 001 §9: the theme (light or dark) is kept in local storage. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });

/** The Mantine theme of a brand: its primary colour drives buttons, links, active nav items. */
export function buildTheme(brand: Brand): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 5 },
    colors: { brand: colorShades(brand.colors.primary) },
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      Button: { defaultProps: { radius: 'md' } },
      TextInput: { defaultProps: { size: 'md' } },
      PasswordInput: { defaultProps: { size: 'md' } },
      Card: { defaultProps: { radius: 'lg', withBorder: true } },
      Modal: { defaultProps: { radius: 'lg', centered: true } },
    },
  });
}
