/**
 * The sandbox carrier's audio: G.711 µ-law (PCMU, the one codec every WebRTC browser offers that needs no
 * encoder library), the far end's synthetic voice, and the stereo WAV a recording is written as.
 */
export const SAMPLE_RATE = 8_000;
/** One RTP packet: 20 ms. */
export const FRAME_SAMPLES = 160;
export const FRAME_MS = 20;

const BIAS = 0x84;
const CLIP = 32_635;

/** ITU-T G.711 µ-law encoding of one 16-bit sample. */
export function linearToMulaw(sample: number): number {
  let s = Math.max(-CLIP, Math.min(CLIP, Math.round(sample)));
  const sign = s < 0 ? 0x80 : 0;
  if (sign) s = -s;
  s += BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (s & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
  const mantissa = (s >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

/** ITU-T G.711 µ-law decoding of one byte. */
export function mulawToLinear(byte: number): number {
  const u = ~byte & 0xff;
  const exponent = (u >> 4) & 0x07;
  const magnitude = ((((u & 0x0f) << 3) + BIAS) << exponent) - BIAS;
  return u & 0x80 ? -magnitude : magnitude;
}

/**
 * The far end's "voice": syllable-like bursts (a vowel-ish blend of a fundamental and two formants, with an
 * envelope) separated by short pauses, so it is audibly speech-shaped and never silent for long.
 */
export function farEndSample(n: number): number {
  const t = n / SAMPLE_RATE;
  const syllable = 0.32;
  const phase = (t % syllable) / syllable;
  if (phase > 0.8) return 0;
  const envelope = Math.sin((Math.PI * phase) / 0.8);
  const index = Math.floor(t / syllable) % 4;
  const f0 = [140, 165, 125, 150][index]!;
  const [f1, f2] = (
    [
      [700, 1_200],
      [400, 2_000],
      [600, 1_000],
      [300, 2_300],
    ] as const
  )[index]!;
  const v =
    0.5 * Math.sin(2 * Math.PI * f0 * t) +
    0.3 * Math.sin(2 * Math.PI * f1 * t) +
    0.2 * Math.sin(2 * Math.PI * f2 * t);
  return Math.round(9_000 * envelope * v);
}

/** A 16-bit PCM WAV at 8 kHz of two channels (left: the caller, right: the far end), padded to equal length. */
export function stereoWav(left: Int16Array, right: Int16Array): Buffer {
  const frames = Math.max(left.length, right.length);
  const data = Buffer.alloc(frames * 4);
  for (let i = 0; i < frames; i++) {
    data.writeInt16LE(left[i] ?? 0, i * 4);
    data.writeInt16LE(right[i] ?? 0, i * 4 + 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Root mean square of 16-bit samples, 0–32768 (the tests' "non-silent" measure). */
export function rms(samples: Int16Array, from = 0, to = samples.length): number {
  let sum = 0;
  const n = Math.max(0, to - from);
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return n ? Math.sqrt(sum / n) : 0;
}

/** Reads back a WAV written by `stereoWav`: its two channels. */
export function readStereoWav(bytes: Buffer): { left: Int16Array; right: Int16Array; seconds: number } {
  const frames = (bytes.length - 44) / 4;
  const left = new Int16Array(frames);
  const right = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    left[i] = bytes.readInt16LE(44 + i * 4);
    right[i] = bytes.readInt16LE(46 + i * 4);
  }
  return { left, right, seconds: frames / SAMPLE_RATE };
}
