import { useState } from 'react';
import { ActionIcon, Button, CloseButton, Divider, Group, Select, Stack, TextInput } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconBackspace, IconPhone, IconPhonePlus, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Call } from '@leadloop/domain/dialer/entities';
import { LAST_USED_NUMBER_KEY } from '@leadloop/domain/dialer/constants';
import { validateCallStart } from '@leadloop/domain/dialer/rules';
import { sanitizeDialerInput, validateCallNumber } from '@leadloop/domain/common/phone';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { usePhones, useRecentCalls } from '../api/dialer-api';
import { PHONE_NUMBERS_PATH } from '../paths';
import { browserSupportsCalls, useCall } from '../voice/use-call';
import { CallInfoModal } from './call-info-modal';
import { CallScreen } from './call-screen';
import { Dialpad } from './dialpad';
import { NewNumberModal } from './new-number-modal';
import { RecentCalls } from './recent-calls';

/**
 * 000 §3 the dialer panel: the number to call from (the last used one kept as usedNumber), New number, the
 * dialpad and number input (Enter calls), the call screen while a call lasts, and Recent calls; a settings
 * icon leads to the numbers' page (dialer-manage) once the workspace has numbers.
 */
export function DialerPanel({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation('dialer');
  const queryClient = useQueryClient();
  const phones = usePhones().data ?? [];
  const [usedNumber, setUsedNumber] = useLocalStorage<string | null>({
    key: LAST_USED_NUMBER_KEY,
    defaultValue: null,
  });
  // The last used number (usedNumber), else the first one the workspace has.
  const from = phones.find((p) => p.id === usedNumber) ?? phones[0] ?? null;
  const calls = useRecentCalls(from?.id ?? null).data ?? [];
  const [input, setInput] = useState('');
  const [buying, setBuying] = useState(false);
  const [info, setInfo] = useState<Call | null>(null);
  const call = useCall((ended, error) => {
    if (error) notify.error(error);
    // 001 §4: a call that connected goes on top of the history; a failed one adds nothing.
    if (ended)
      queryClient.setQueryData<Call[]>(['dialer-calls', from?.id ?? null], (list) => [
        ended,
        ...(list ?? []),
      ]);
    if (from) void queryClient.invalidateQueries({ queryKey: ['dialer-calls', from.id] });
    call.reset();
  });

  const placeCall = () => {
    const verdict = validateCallStart({
      fromNumberId: from?.id,
      browserSupportsCalls: browserSupportsCalls(),
    });
    if (verdict !== true) return notify.error(verdict);
    const format = validateCallNumber(input);
    if (format !== true) return notify.error(format);
    void call.start(from!.id, input);
  };

  const inCall = call.state === 'connecting' || call.state === 'connected';
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Select
          label={t('fromNumber')}
          placeholder={translateMessage('Select number')}
          data={phones.map((p) => ({ value: p.id, label: p.number }))}
          value={from?.id ?? null}
          onChange={setUsedNumber}
          disabled={inCall}
        />
        <Group justify="space-between" wrap="nowrap">
          <Button variant="light" leftSection={<IconPhonePlus size={16} />} onClick={() => setBuying(true)}>
            {t('newNumber')}
          </Button>
          {phones.length > 0 && (
            <ActionIcon
              component={Link}
              to={PHONE_NUMBERS_PATH}
              onClick={onLeave}
              variant="subtle"
              size="lg"
              aria-label={t('manageNumbers')}
            >
              <IconSettings size={18} />
            </ActionIcon>
          )}
        </Group>
      </Stack>
      {inCall ? (
        <CallScreen
          to={input}
          from={from?.number ?? ''}
          state={call.state === 'connected' ? 'connected' : 'connecting'}
          seconds={call.seconds}
          muted={call.muted}
          onMute={call.toggleMute}
          onDigit={call.sendDigit}
          onEnd={() => void call.hangup()}
        />
      ) : (
        <Stack gap="sm">
          <TextInput
            aria-label={t('numberInput')}
            placeholder={t('numberInput')}
            value={input}
            size="md"
            onChange={(e) => setInput(sanitizeDialerInput(e.currentTarget.value))}
            onKeyDown={(e) => e.key === 'Enter' && placeCall()}
            rightSectionWidth={64}
            rightSection={
              input && (
                <Group gap={0} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('backspace')}
                    onClick={() => setInput((v) => v.slice(0, -1))}
                  >
                    <IconBackspace size={16} />
                  </ActionIcon>
                  <CloseButton aria-label={t('clear')} onClick={() => setInput('')} />
                </Group>
              )
            }
          />
          <Dialpad onKey={(k) => setInput((v) => v + k)} />
          <Button color="green" size="md" leftSection={<IconPhone size={18} />} onClick={placeCall}>
            {t('call')}
          </Button>
        </Stack>
      )}
      <Divider />
      <RecentCalls calls={calls} onOpen={setInfo} />
      <NewNumberModal
        opened={buying}
        onClose={() => setBuying(false)}
        onBought={(bought) => !from && bought[0] && setUsedNumber(bought[0].id)}
      />
      <CallInfoModal call={info} onClose={() => setInfo(null)} />
    </Stack>
  );
}

export default DialerPanel;
