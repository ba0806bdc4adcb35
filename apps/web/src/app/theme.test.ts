import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../features/brand';
import { contrastRatio, adjustToRead, readableShade, TEXT_CONTRAST } from '../lib/color-shades';
import { buildTheme, cssVariablesResolver } from './theme';

const LIGHT = ['#ffffff', '#f8f9fa'];
const DARK = ['#2e2e2e', '#242424'];

/** The hex a `var(--mantine-color-<name>-<shade>)` stands for in the theme. */
function resolve(value: string, colors: Record<string, readonly string[]>): string {
  const match = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  return match ? colors[match[1]!]![Number(match[2])]! : value;
}

describe('contrast helpers', () => {
  it('measure WCAG contrast: black on white is 21:1, Mantine gray-6 on white under 4.5:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeLessThan(TEXT_CONTRAST);
  });

  it('walk to the first shade that reads on every background', () => {
    const teal = DEFAULT_THEME.colors.teal;
    const index = readableShade(teal, LIGHT, 6, 1);
    expect(index).toBeGreaterThan(6);
    for (const bg of LIGHT) expect(contrastRatio(teal[index]!, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(teal[index - 1]!, '#f8f9fa')).toBeLessThan(TEXT_CONTRAST);
    expect(readableShade(['#ffffff', '#eeeeee'], LIGHT, 0, 1)).toBe(-1);
  });

  it('darken a colour only as much as it takes to read', () => {
    const yellow = DEFAULT_THEME.colors.yellow;
    const text = adjustToRead(yellow[9]!, [yellow[1]!]);
    expect(contrastRatio(text, yellow[1]!)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(adjustToRead('#000000', ['#ffffff'])).toBe('#000000');
    expect(contrastRatio(adjustToRead('#2b8a3e', DARK, 'lighter'), '#2e2e2e')).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });
});

describe('the theme reads at WCAG AA in both schemes (issue 12)', () => {
  for (const primary of [DEFAULT_BRAND.colors.primary, '#fab005', '#12b886', '#5b4be8']) {
    it(`text, links, errors and dimmed text, brand ${primary}`, () => {
      const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme({ ...DEFAULT_BRAND, colors: { primary } }));
      const { light, dark } = cssVariablesResolver(theme);
      const colors = theme.colors as Record<string, readonly string[]>;
      const check = (vars: Record<string, string>, surfaces: string[]) => {
        const names = Object.keys(vars).filter(
          (k) =>
            /-(text)$/.test(k) ||
            ['--mantine-color-anchor', '--mantine-color-error', '--mantine-color-dimmed'].includes(k),
        );
        expect(names.length).toBeGreaterThan(10);
        for (const name of names)
          for (const bg of surfaces)
            expect(
              contrastRatio(resolve(vars[name]!, colors), bg),
              `${name} on ${bg}`,
            ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      };
      check(light, LIGHT);
      check(dark, DARK);
      for (const vars of [light, dark])
        for (const name of Object.keys(colors))
          expect(
            contrastRatio(resolve(vars[`--mantine-color-${name}-filled`]!, colors), '#ffffff'),
            `white on ${name} fill`,
          ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(
        contrastRatio(light['--mantine-color-dimmed']!, theme.colors[theme.primaryColor]![1]!),
        'dimmed on the brand tint',
      ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      for (const name of Object.keys(colors))
        expect(
          contrastRatio(light[`--mantine-color-${name}-light-color`]!, colors[name]![1]!),
          `${name} light badge`,
        ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    });
  }
});
