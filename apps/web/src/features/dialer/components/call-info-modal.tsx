import { useEffect, useState } from 'react';
import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@leadloop/domain/dialer/entities';
import { notify } from '../../../lib/notify';
import { fetchRecording } from '../api/dialer-api';
import { formatDuration } from './recent-calls';
import { saveRecording } from './save-recording';
import { WaveformPlayer } from './waveform-player';

/** 000 §3 the call-info popup: contact, date, time, duration, outgoing number, waveform player, Download. */
export function CallInfoModal({ call, onClose }: { call: Call | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('dialer');
  const [blob, setBlob] = useState<Blob | null>(null);
  useEffect(() => {
    setBlob(null);
    if (!call?.record_url) return;
    let live = true;
    fetchRecording(call.record_url).then(
      (b) => live && setBlob(b),
      (e) => notify.error(e),
    );
    return () => {
      live = false;
    };
  }, [call]);
  const start = call ? new Date(call.start_date) : null;
  const download = () => blob && call && saveRecording(call, blob);
  return (
    <Modal opened={Boolean(call)} onClose={onClose} title={t('callInfo')} size="lg">
      {call && start && (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Field label={t('contact')} value={call.profile?.full_name ?? call.prospect_phone_number} />
            <Field label={t('date')} value={start.toLocaleDateString(i18n.language)} />
            <Field
              label={t('time')}
              value={start.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
            />
            <Field label={t('duration')} value={formatDuration(t, call.duration)} />
            <Field label={t('outgoingNumber')} value={call.phone_number} />
          </SimpleGrid>
          {call.record_url ? blob ? <WaveformPlayer blob={blob} /> : <Loader size="sm" /> : null}
          <Group justify="flex-end">
            <Button leftSection={<IconDownload size={16} />} disabled={!blob} onClick={download}>
              {t('download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
