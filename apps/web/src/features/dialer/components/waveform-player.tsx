import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Alert, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconRewindBackward10,
  IconRewindForward10,
  IconVolume,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type WaveSurfer from 'wavesurfer.js';
import { AUDIO_SKIP_SECONDS, AUDIO_VOLUME } from '@leadloop/domain/dialer/constants';
import { AUDIO_SPEEDS } from '@leadloop/domain/dialer/enums';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { translateMessage } from '../../../lib/messages';
import { formatTimer } from '../voice/use-call';
import classes from './dialer.module.css';

/**
 * 000 §3 the recording player: a waveform (wavesurfer.js, its own chunk, loaded with the popup), play/pause,
 * skip 10 s, speeds 1x/1.5x/2x, volume 0–1 step 0.01, seek by clicking the waveform. A waveform that fails to
 * load disables the player ('Failed to load audio.').
 */
export function WaveformPlayer({ blob }: { blob: Blob }) {
  const { t } = useTranslation('dialer');
  const container = useRef<HTMLDivElement>(null);
  const ws = useRef<WaveSurfer | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [speed, setSpeed] = useState('1');
  const [volume, setVolume] = useState(1);

  useEffect(() => {
    let disposed = false;
    void import('wavesurfer.js').then(({ default: WS }) => {
      if (disposed || !container.current) return;
      const instance = WS.create({
        container: container.current,
        height: 72,
        waveColor: 'var(--mantine-color-gray-5)',
        progressColor: 'var(--mantine-color-blue-6)',
        cursorColor: 'var(--mantine-color-blue-8)',
        barWidth: 2,
        barGap: 1,
        normalize: true,
      });
      ws.current = instance;
      instance.on('ready', () => setReady(true));
      instance.on('error', () => setFailed(true));
      instance.on('play', () => setPlaying(true));
      instance.on('pause', () => setPlaying(false));
      instance.on('finish', () => setPlaying(false));
      instance.on('timeupdate', (s) => setTime(s));
      instance.loadBlob(blob).catch(() => setFailed(true));
    });
    return () => {
      disposed = true;
      ws.current?.destroy();
      ws.current = null;
    };
  }, [blob]);

  const disabled = !ready || failed;
  const skip = (by: number) => ws.current?.setTime(Math.max(0, ws.current.getCurrentTime() + by));
  return (
    <Stack gap="xs">
      <div
        ref={container}
        className={classes.waveform}
        data-testid="waveform"
        data-ready={ready || undefined}
        aria-label={t('waveform')}
      />
      {failed && <Alert color="red">{translateMessage(MESSAGES.failedToLoadAudio)}</Alert>}
      <Group gap="xs" wrap="wrap">
        <ActionIcon
          variant="default"
          aria-label={t('back10')}
          disabled={disabled}
          onClick={() => skip(-AUDIO_SKIP_SECONDS)}
        >
          <IconRewindBackward10 size={18} />
        </ActionIcon>
        <ActionIcon
          size="lg"
          aria-label={playing ? t('pause') : t('play')}
          disabled={disabled}
          onClick={() => void ws.current?.playPause()}
        >
          {playing ? <IconPlayerPause size={20} /> : <IconPlayerPlay size={20} />}
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('forward10')}
          disabled={disabled}
          onClick={() => skip(AUDIO_SKIP_SECONDS)}
        >
          <IconRewindForward10 size={18} />
        </ActionIcon>
        <Text size="sm" className={classes.timer} data-testid="player-time">
          {formatTimer(Math.floor(time))}
        </Text>
        <SegmentedControl
          size="xs"
          disabled={disabled}
          value={speed}
          aria-label={t('speed')}
          onChange={(v) => {
            setSpeed(v);
            ws.current?.setPlaybackRate(Number(v));
          }}
          data={AUDIO_SPEEDS.map((s) => ({ value: String(s), label: `${s}x` }))}
        />
        <Group gap={4} wrap="nowrap" style={{ flex: 1, minWidth: 100 }}>
          <IconVolume size={16} aria-hidden />
          <Slider
            style={{ flex: 1 }}
            aria-label={t('volume')}
            disabled={disabled}
            min={AUDIO_VOLUME.min}
            max={AUDIO_VOLUME.max}
            step={AUDIO_VOLUME.step}
            value={volume}
            label={null}
            onChange={(v) => {
              setVolume(v);
              ws.current?.setVolume(v);
            }}
          />
        </Group>
      </Group>
    </Stack>
  );
}
