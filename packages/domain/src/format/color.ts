import { HEX_COLOR_PATTERN } from '../common/text.js';

/** 001 §9: dark label text when the colour's luminance is below 60 — i.e. light text on a dark colour. */
export const LABEL_LUMINANCE_THRESHOLD = 60;

/** Expands '#abc' to [r, g, b]. */
export function hexToRgb(hex: string): [number, number, number] | null {
  if (!HEX_COLOR_PATTERN.test(hex.trim())) return null;
  let h = hex.trim().slice(1);
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Perceived luminance on a 0–100 scale (ITU-R BT.601 weights). */
export function luminance(hex: string): number | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb;
  return ((0.299 * r + 0.587 * g + 0.114 * b) / 255) * 100;
}

/**
 * 001 §9 'dark label when luminance below 60': a label whose background luminance is under 60 is a
 * dark label and gets white text; lighter backgrounds get dark text.
 */
export function isDarkLabel(hex: string): boolean {
  const l = luminance(hex);
  return l !== null && l < LABEL_LUMINANCE_THRESHOLD;
}

export const labelTextColor = (hex: string): '#ffffff' | '#1a1b1e' =>
  isDarkLabel(hex) ? '#ffffff' : '#1a1b1e';
