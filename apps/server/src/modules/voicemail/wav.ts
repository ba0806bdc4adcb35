import * as wavefileModule from 'wavefile';

// The package is CommonJS under Node and ESM under Vite: take the class from whichever shape arrives.
const WaveFile: typeof wavefileModule.WaveFile =
  wavefileModule.WaveFile ??
  (wavefileModule as unknown as { default: typeof wavefileModule }).default.WaveFile;

/**
 * Reads a WAV file's duration from its header (fmt byte rate and data chunk size) with the `wavefile`
 * package; the duration the client claims is never used. Returns null for anything that is not a WAV.
 */
export function wavDurationSeconds(bytes: Buffer): number | null {
  try {
    const wav = new WaveFile();
    wav.fromBuffer(bytes, false);
    const fmt = wav.fmt as { byteRate?: number };
    const data = wav.data as { chunkSize?: number };
    if (!fmt.byteRate || !data.chunkSize) return null;
    // A header may claim more data than the file holds; trust only the bytes present.
    const present = Math.min(data.chunkSize, bytes.length);
    return present / fmt.byteRate;
  } catch {
    return null;
  }
}
