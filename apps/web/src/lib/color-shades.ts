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
