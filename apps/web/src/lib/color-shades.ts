/** Ten shades (lightest → darkest) around a brand colour, index 6 being the colour itself (Mantine's primary shade). */
export function colorShades(
  hex: string,
): [string, string, string, string, string, string, string, string, string, string] {
  const rgb = parseHex(hex) ?? parseHex('#4c6ef5')!;
  const mix = (target: number, amount: number) => rgb.map((c) => Math.round(c + (target - c) * amount));
  const light = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((a) => toHex(mix(255, a)));
  const dark = [0.16, 0.3, 0.44].map((a) => toHex(mix(0, a)));
  return [...light, toHex(rgb), ...dark] as ReturnType<typeof colorShades>;
}

function parseHex(hex: string): number[] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const channel = (c: number) => {
  const v = c / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a hex colour (0 black … 1 white). */
function luminance(hex: string): number {
  const [r, g, b] = (parseHex(hex) ?? [0, 0, 0]).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5;

/**
 * The index of the first shade, walking from `from` towards darker (`step` 1) or lighter (`step` -1)
 * shades, that reads at `TEXT_CONTRAST` on every background; -1 when none does.
 */
export function readableShade(
  shades: readonly string[],
  backgrounds: readonly string[],
  from: number,
  step: 1 | -1,
): number {
  for (let index = from; index >= 0 && index < shades.length; index += step)
    if (backgrounds.every((bg) => contrastRatio(shades[index]!, bg) >= TEXT_CONTRAST)) return index;
  return -1;
}

/**
 * `hex`, moved towards black (`'darker'`) or white (`'lighter'`) only as much as it takes to read at
 * `TEXT_CONTRAST` on every background.
 */
export function adjustToRead(
  hex: string,
  backgrounds: readonly string[],
  direction: 'darker' | 'lighter' = 'darker',
): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const target = direction === 'darker' ? 0 : 255;
  for (let step = 0; step <= 20; step++) {
    const candidate = toHex(rgb.map((c) => Math.round(c + (target - c) * (step / 20))));
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= TEXT_CONTRAST)) return candidate;
  }
  return toHex([target, target, target]);
}

/** `hex` with each channel scaled down by `amount` (0 … 1), as Mantine's `darken` does. */
export function darkenBy(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  return rgb ? toHex(rgb.map((c) => Math.round(c * (1 - amount)))) : hex;
}

/** The text colour (white or the near-black of labels) that reads better on `background`. */
export function textOn(background: string): '#ffffff' | '#1a1b1e' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#1a1b1e', background) ? '#ffffff' : '#1a1b1e';
}
