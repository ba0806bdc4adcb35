import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Brand } from '../features/brand';
import { adjustToRead, colorShades, readableShade } from '../lib/color-shades';
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
    // a visible ring on every element focused from the keyboard (never on a mouse click)
    focusRing: 'auto',
    components: {
      Button: { defaultProps: { radius: 'md' } },
      TextInput: { defaultProps: { size: 'md' } },
      PasswordInput: { defaultProps: { size: 'md' } },
      Card: { defaultProps: { radius: 'lg', withBorder: true } },
      Modal: { defaultProps: { radius: 'lg', centered: true } },
    },
  });
}

/** Where text sits: cards and the body (white), the main area (gray-0); dark: cards (dark-6), the body (dark-7). */
const LIGHT_SURFACES = ['#ffffff', '#f8f9fa'];
const DARK_SURFACES = ['#2e2e2e', '#242424'];
/** Secondary ("dimmed") text: a quieter gray that still reads at 4.5:1 on every surface (Mantine's is 3.3:1). */
const DIMMED = { light: '#5f666d', dark: '#a3a3a3' };

/**
 * Text colours that meet WCAG AA in both schemes, set once for every screen (issue 12): Mantine's defaults
 * colour text with a palette's shade 6 in light (teal, orange, gray: under 3:1 on white) and shade 4 in
 * dark. Each colour's text (`c="teal"`, outline variants), links, errors and dimmed text take the nearest
 * shade of their palette that reads on the surfaces above, light badges a darker text where needed;
 * a white-label brand colour too.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED.light,
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED.dark,
  };
  const lightFrom = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!Array.isArray(shades) || shades.length !== 10) continue;
    // the palette's own shade when one reads (darker in light, lighter in dark), else the nearest colour that does
    const text = (from: number, surfaces: string[], direction: 'darker' | 'lighter') => {
      const index = readableShade(shades, surfaces, from, direction === 'darker' ? 1 : -1);
      return index >= 0
        ? `var(--mantine-color-${name}-${index})`
        : adjustToRead(shades[direction === 'darker' ? 9 : 0]!, surfaces, direction);
    };
    light[`--mantine-color-${name}-text`] = text(lightFrom, LIGHT_SURFACES, 'darker');
    light[`--mantine-color-${name}-outline`] = light[`--mantine-color-${name}-text`]!;
    // light badges and buttons: shade 9 on shade 1 (yellow, teal… read under 4.5:1), darkened just enough
    light[`--mantine-color-${name}-light-color`] = adjustToRead(shades[9]!, [shades[1]!, '#ffffff']);
    dark[`--mantine-color-${name}-text`] = text(4, DARK_SURFACES, 'lighter');
  }
  light['--mantine-color-anchor'] = light[`--mantine-color-${theme.primaryColor}-text`]!;
  dark['--mantine-color-anchor'] = dark[`--mantine-color-${theme.primaryColor}-text`]!;
  light['--mantine-color-error'] = light['--mantine-color-red-text']!;
  dark['--mantine-color-error'] = dark['--mantine-color-red-text']!;
  return { variables: {}, light, dark };
};
