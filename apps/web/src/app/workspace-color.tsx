import { useMemo } from 'react';
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import type { Brand } from '../features/brand';
import { buildTheme, cssVariablesResolver } from './theme';

/** The variables the primary colour drives (its shades, filled/light/outline/text, links, dimmed text on it). */
const DRIVEN = /brand|primary|anchor|dimmed/;
const pick = (vars: Record<string, string>) =>
  Object.fromEntries(Object.entries(vars).filter(([name]) => DRIVEN.test(name)));

/** The CSS that gives the brand's theme another primary colour: the same variables Mantine writes, recomputed. */
export function workspaceColorCss(brand: Brand, color: string): string {
  const theme = mergeMantineTheme(
    DEFAULT_THEME,
    buildTheme({ ...brand, colors: { ...brand.colors, primary: color } }),
  );
  const base = defaultCssVariablesResolver(theme);
  const ours = cssVariablesResolver(theme);
  return convertCssVariables({
    variables: pick({ ...base.variables, ...ours.variables }),
    light: pick({ ...base.light, ...ours.light }),
    dark: pick({ ...base.dark, ...ours.dark }),
  });
}

/**
 * The workspace's own colour (its appearance page, 001 §3 config.color) over the brand's, for everyone in the
 * workspace: rendered after Mantine's variables, so it wins; nothing when the workspace keeps the brand's.
 */
export function WorkspaceColor({ brand, color }: { brand: Brand; color: string | undefined }) {
  const own = color && color.toLowerCase() !== brand.colors.primary.toLowerCase() ? color : null;
  const css = useMemo(() => (own ? workspaceColorCss(brand, own) : null), [brand, own]);
  return css ? <style data-workspace-color={own}>{css}</style> : null;
}
