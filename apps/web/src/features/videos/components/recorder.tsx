import { useEffect, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPlayerRecord, IconPlayerStop, IconUpload } from '@tabler/icons-react';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { VIDEO_FILE_MAX_BYTES } from '@leadloop/domain/videos/limits';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/messages';

const mimeType = () =>
  ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'].find(
    (m) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(m),
  );

/**
 * Record with the camera and microphone (MediaRecorder) or upload a file. The recording is handed over
 * when it stops; a missing camera or microphone and a too-large file are said in the spec's words.
 */
export function Recorder({ onRecorded, busy }: { onRecorded: (file: Blob) => void; busy: boolean }) {
  const { t } = useTranslation('videos');
  const live = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const stopStream = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => stopStream, []);
  useEffect(() => {
    if (!recording) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [recording]);

  const start = async () => {
    setError(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { width: 1280, height: 720 },
        audio: true,
      });
      stream.current = media;
      if (live.current) {
        live.current.srcObject = media;
        void live.current.play().catch(() => undefined);
      }
      const chunks: Blob[] = [];
      const rec = new MediaRecorder(media, { mimeType: mimeType() });
      rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
      rec.onstop = () => {
        stopStream();
        if (live.current) live.current.srcObject = null;
        onRecorded(new Blob(chunks, { type: rec.mimeType || 'video/webm' }));
      };
      recorder.current = rec;
      rec.start(1000);
      setElapsed(0);
      setRecording(true);
    } catch {
      stopStream();
      setError(translateMessage(MESSAGES.cameraMicrophoneMissing));
    }
  };
  const stop = () => {
    recorder.current?.stop();
    setRecording(false);
  };
  const upload = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (file.size > VIDEO_FILE_MAX_BYTES) return setError(translateMessage(MESSAGES.fileTooLarge));
    onRecorded(file);
  };

  return (
    <Stack gap="sm">
      <video
        ref={live}
        muted
        playsInline
        data-testid="video-live"
        style={{
          width: '100%',
          maxWidth: 480,
          aspectRatio: '16 / 9',
          borderRadius: 12,
          background: 'var(--mantine-color-dark-7)',
          display: recording ? 'block' : 'none',
        }}
      />
      {error && (
        <Alert color="red" role="alert" data-testid="recorder-error">
          {error}
        </Alert>
      )}
      <Group>
        {recording ? (
          <Button color="red" leftSection={<IconPlayerStop size={16} />} onClick={stop}>
            {t('stop', { seconds: elapsed })}
          </Button>
        ) : (
          <Button leftSection={<IconPlayerRecord size={16} />} onClick={() => void start()} loading={busy}>
            {t('record')}
          </Button>
        )}
        <FileButton onChange={upload} accept="video/webm,video/mp4,video/quicktime">
          {(props) => (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              disabled={recording || busy}
              {...props}
            >
              {t('upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('recordHint')}
      </Text>
    </Stack>
  );
}
