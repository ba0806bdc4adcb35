import { useState } from 'react';
import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@leadloop/domain/dialer/entities';
import { notify } from '../../../lib/notify';
import { fetchRecording } from '../api/dialer-api';
import { formatDuration } from './recent-calls';
import { saveRecording } from './save-recording';
import { WaveformPlayer } from './waveform-player';

/**
 * One call on the recordings page: who, from which number, when and how long; its recording is fetched only
 * when asked for (Listen opens the waveform player, Download saves it), not for every row of the page.
 */
export function RecordingRow({ call }: { call: Call }) {
  const { t, i18n } = useTranslation('dialer');
  const [blob, setBlob] = useState<Blob | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const load = async () => {
    if (blob) return blob;
    setLoading(true);
    try {
      const b = await fetchRecording(call.record_url!);
      setBlob(b);
      return b;
    } catch (e) {
      notify.error(e);
      return null;
    } finally {
      setLoading(false);
    }
  };
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(call.start_date),
  );
  return (
    <Card withBorder padding="sm" data-testid="recording-row">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {call.name ?? call.profile?.full_name ?? call.prospect_phone_number}
            </Text>
            <Text size="xs" c="dimmed">
              {call.name || call.profile ? `${call.prospect_phone_number} · ` : ''}
              {t('pages.recordings.from', { number: call.phone_number })} · {when} ·{' '}
              {formatDuration(t, call.duration)}
            </Text>
          </div>
          {call.record_url ? (
            <Group gap="xs" wrap="nowrap">
              {!open && (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlayerPlay size={14} />}
                  onClick={() => {
                    setOpen(true);
                    void load();
                  }}
                >
                  {t('pages.recordings.listen')}
                </Button>
              )}
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconDownload size={14} />}
                loading={loading && !open}
                onClick={() => void load().then((b) => b && saveRecording(call, b))}
              >
                {t('pages.recordings.download')}
              </Button>
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('pages.recordings.noRecording')}
            </Text>
          )}
        </Group>
        {open && (blob ? <WaveformPlayer blob={blob} /> : loading && <Loader size="sm" />)}
      </Stack>
    </Card>
  );
}
