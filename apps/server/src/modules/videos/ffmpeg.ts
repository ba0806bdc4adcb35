import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * ffmpeg ships inside an npm package (@ffmpeg-installer/ffmpeg and its per-platform package, a static
 * build with libx264, libfreetype and libwebp), so `npm ci` installs it with nothing downloaded from
 * elsewhere. FFMPEG_PATH (config.video.ffmpegPath) overrides it (e.g. Debian's /usr/bin/ffmpeg).
 */
let packagedPath: string | null = null;

export function ffmpegPath(configured?: string): string {
  if (configured) return configured;
  if (packagedPath) return packagedPath;
  const require = createRequire(import.meta.url);
  const packaged = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  // The package's own install script only marks the binary executable; npm may be set not to run
  // install scripts, so it is done here, once per process, when needed.
  try {
    fs.accessSync(packaged, fs.constants.X_OK);
  } catch {
    fs.chmodSync(packaged, 0o755);
  }
  return (packagedPath = packaged);
}

export interface FfmpegRun {
  /** Seconds of output written so far (from `-progress`), for the render's progress. */
  onProgress?: (seconds: number) => void;
  timeoutMs?: number;
  /** config.video.ffmpegPath; unset: the packaged ffmpeg. */
  ffmpegPath?: string;
}

/** Runs ffmpeg with the given arguments; rejects with the end of its log on a non-zero exit or timeout. */
export function runFfmpeg(args: string[], options: FfmpegRun = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegPath(options.ffmpegPath),
      ['-hide_banner', '-nostdin', '-y', '-progress', 'pipe:1', ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stderr.on('data', (d: Buffer) => {
      log = (log + d.toString()).slice(-4000);
    });
    child.stdout.on('data', (d: Buffer) => {
      const m = /out_time_(?:us|ms)=(\d+)/.exec(d.toString());
      if (m && options.onProgress) options.onProgress(Number(m[1]) / 1_000_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 300_000);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${log.slice(-1500)}`));
    });
  });
}

export interface Probe {
  durationMs: number;
  hasVideo: boolean;
  hasAudio: boolean;
  /** The audio stream exists but cannot be decoded. */
  audioBroken: boolean;
}

/**
 * Reads a file's streams and its real duration by decoding it (a browser's MediaRecorder WebM carries no
 * duration in its header). No ffprobe ships in the package; `ffmpeg -i … -f null -` reads the same.
 */
export function probeFile(file: string, configuredPath?: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegPath(configuredPath),
      ['-hide_banner', '-nostdin', '-i', file, '-f', 'null', '-'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let log = '';
    child.stderr.on('data', (d: Buffer) => {
      log += d.toString();
      if (log.length > 200_000) log = log.slice(-100_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      const times = [...log.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
      const last = times.at(-1);
      const fromHeader = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(log);
      const t = last ?? fromHeader;
      const durationMs = t ? Math.round((Number(t[1]) * 3600 + Number(t[2]) * 60 + Number(t[3])) * 1000) : 0;
      resolve({
        durationMs,
        hasVideo: /Stream #\S+.*: Video:/.test(log),
        hasAudio: /Stream #\S+.*: Audio:/.test(log),
        audioBroken:
          /Error while decoding stream #\d+:\d+.*\n?.*audio|Invalid data found when processing input/i.test(
            log,
          ),
      });
    });
  });
}
