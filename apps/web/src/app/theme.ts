import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Brand } from '../features/brand';
import { adjustToRead, colorShades, darkenBy, readableShade } from '../lib/color-shades';
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
      // A badge (a status, a role) is never squeezed into "Reque…": its row wraps or scrolls instead.
      Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
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
/** Secondary ("dimmed") text: a quieter gray than the text (Mantine's reads at 3.3:1), darkened as needed. */
const DIMMED = { light: '#5f666d', dark: '#a3a3a3' };

type Shades = readonly string[];

/**
 * A CSS colour for text (or a fill under white text) that reads on `backgrounds`: the palette's own shade
 * when one does, walking from `from` darker (or lighter), else the end of the palette moved just enough.
 */
function readable(
  name: string,
  shades: Shades,
  from: number,
  backgrounds: string[],
  direction: 'darker' | 'lighter',
) {
  const index = readableShade(shades, backgrounds, from, direction === 'darker' ? 1 : -1);
  if (index >= 0) return { css: `var(--mantine-color-${name}-${index})`, index };
  return { css: adjustToRead(shades[direction === 'darker' ? 9 : 0]!, backgrounds, direction), index: -1 };
}

/** A filled surface (button, badge, checkbox…) under white text; its hover one step darker. */
function filled(name: string, shades: Shades, from: number) {
  const fill = readable(name, shades, from, ['#ffffff'], 'darker');
  const hover =
    fill.index >= 0 && fill.index < 9
      ? `var(--mantine-color-${name}-${fill.index + 1})`
      : darkenBy(fill.css.startsWith('#') ? fill.css : shades[9]!, 0.1);
  return { fill: fill.css, hover };
}

/**
 * Colours that meet WCAG AA (4.5:1) in both schemes, set once for every screen (issue 12). Mantine's
 * defaults put text in a palette's shade 6 in light (teal, orange, gray: under 3.5:1 on white), shade 4 in
 * dark, and white text on fills as light as green-6 (2.4:1). Here each colour's text (`c="teal"`, outline
 * variants), its light-badge text and its fill under white text take the nearest shade of its palette that
 * reads, and the dimmed text, links and errors follow — for a white-label brand colour too.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  const shade = (scheme: 'light' | 'dark') =>
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[scheme];
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!Array.isArray(shades) || shades.length !== 10) continue;
    const lightText = readable(name, shades, shade('light'), LIGHT_SURFACES, 'darker').css;
    light[`--mantine-color-${name}-text`] = lightText;
    light[`--mantine-color-${name}-outline`] = lightText;
    light[`--mantine-color-${name}-light-color`] = adjustToRead(shades[9]!, [shades[1]!, '#ffffff']);
    dark[`--mantine-color-${name}-text`] = readable(name, shades, 4, DARK_SURFACES, 'lighter').css;
    for (const [scheme, vars] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      const { fill, hover } = filled(name, shades, shade(scheme));
      vars[`--mantine-color-${name}-filled`] = fill;
      vars[`--mantine-color-${name}-filled-hover`] = hover;
    }
  }
  const brand = theme.colors[theme.primaryColor]!;
  // dimmed text also sits on the brand's tint (the open conversation, the active navigation item)
  light['--mantine-color-dimmed'] = adjustToRead(DIMMED.light, [...LIGHT_SURFACES, brand[1]!]);
  dark['--mantine-color-dimmed'] = adjustToRead(
    DIMMED.dark,
    [...DARK_SURFACES, darkenBy(brand[9]!, 0.5)],
    'lighter',
  );
  light['--mantine-color-anchor'] = light[`--mantine-color-${theme.primaryColor}-text`]!;
  dark['--mantine-color-anchor'] = dark[`--mantine-color-${theme.primaryColor}-text`]!;
  light['--mantine-color-error'] = light['--mantine-color-red-text']!;
  dark['--mantine-color-error'] = dark['--mantine-color-red-text']!;
  return { variables: {}, light, dark };
};
