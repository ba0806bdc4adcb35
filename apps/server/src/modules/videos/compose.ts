import { RENDER_HEIGHT, RENDER_WIDTH, type Scene } from '@leadloop/domain';

export const FPS = 25;
export const BUBBLE = 280;

/** Where each scene sits on the recording's timeline; the last runs to the end, later ones may be cut. */
export function sceneWindows(scenes: Scene[], durationS: number): { start: number; end: number }[] {
  let t = 0;
  return scenes.map((s, i) => {
    const start = Math.min(t, durationS);
    const end = i === scenes.length - 1 ? durationS : Math.min(t + s.seconds, durationS);
    t += s.seconds;
    return { start, end };
  });
}

/**
 * The ffmpeg arguments of one personalised render: the recording fills the frame (a face scene); each scene's
 * picture (its background and personal text, drawn by Chromium) is laid over it during the scene; in website
 * and image scenes the speaker shows in a round bubble in the lower-left corner. H.264 720p, AAC, faststart
 * (the player starts before the whole file has arrived).
 */
export function renderArgs(input: {
  recording: string;
  /** Trim: where in the recording the video starts (its length is `durationS`). */
  trimStartS?: number;
  mask: string;
  layers: string[];
  scenes: Scene[];
  durationS: number;
  output: string;
}): string[] {
  const { scenes, durationS } = input;
  const windows = sceneWindows(scenes, durationS);
  const W = RENDER_WIDTH;
  const H = RENDER_HEIGHT;
  const args = [
    ...(input.trimStartS ? ['-ss', input.trimStartS.toFixed(3)] : []),
    '-t',
    durationS.toFixed(3),
    '-i',
    input.recording,
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-i',
    input.mask,
  ];
  for (const layer of input.layers) args.push('-loop', '1', '-framerate', String(FPS), '-i', layer);
  const between = (i: number) => `between(t,${windows[i]!.start.toFixed(3)},${windows[i]!.end.toFixed(3)})`;
  const bubbleWhen = scenes
    .map((s, i) => (s.kind === 'face' ? null : between(i)))
    .filter(Boolean)
    .join('+');
  const f: string[] = bubbleWhen
    ? [
        `[0:v]fps=${FPS},scale=${W}:${H}:force_original_aspect_ratio=increase,crop=${W}:${H},setsar=1,split=2[base][b0]`,
        `[b0]crop='min(iw,ih)':'min(iw,ih)',scale=${BUBBLE}:${BUBBLE},format=yuva420p[bsq]`,
        `[1:v]format=gray,scale=${BUBBLE}:${BUBBLE}[mask]`,
        `[bsq][mask]alphamerge[bubble]`,
      ]
    : [`[0:v]fps=${FPS},scale=${W}:${H}:force_original_aspect_ratio=increase,crop=${W}:${H},setsar=1[base]`];
  let last = 'base';
  input.layers.forEach((_, i) => {
    f.push(`[${last}][${i + 2}:v]overlay=0:0:enable='${between(i)}'[l${i}]`);
    last = `l${i}`;
  });
  f.push(
    bubbleWhen
      ? `[${last}][bubble]overlay=40:H-h-40:shortest=1:enable='${bubbleWhen}',format=yuv420p[out]`
      : `[${last}]format=yuv420p[out]`,
  );
  return [
    ...args,
    '-filter_complex',
    f.join(';'),
    '-map',
    '[out]',
    '-map',
    '0:a?',
    '-t',
    durationS.toFixed(3),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '28',
    '-r',
    String(FPS),
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-movflags',
    '+faststart',
    input.output,
  ];
}

/** The animated thumbnail for emails and messages: the first 3 s as a small looping GIF. */
export const thumbnailArgs = (video: string, output: string): string[] => [
  '-t',
  '3',
  '-i',
  video,
  '-filter_complex',
  'fps=8,scale=320:-1:flags=lanczos,split[a][b];[a]palettegen=max_colors=64[p];[b][p]paletteuse',
  '-loop',
  '0',
  output,
];

/** The bubble's round mask, drawn once per process. */
export const maskArgs = (output: string): string[] => [
  '-f',
  'lavfi',
  '-i',
  `color=c=black:s=${BUBBLE}x${BUBBLE}:d=0.04`,
  '-vf',
  `format=gray,geq=lum='if(lte(hypot(X-${BUBBLE / 2},Y-${BUBBLE / 2}),${BUBBLE / 2 - 2}),255,0)'`,
  '-frames:v',
  '1',
  output,
];
