import { useState } from 'react';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconGridDots, IconMicrophone, IconMicrophoneOff, IconPhoneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CallState } from '@leadloop/domain/dialer/enums';
import { formatTimer } from '../voice/use-call';
import { Dialpad } from './dialpad';
import classes from './dialer.module.css';

interface Props {
  to: string;
  from: string;
  state: CallState;
  seconds: number;
  muted: boolean;
  onMute: () => void;
  onDigit: (d: string) => void;
  onEnd: () => void;
}

/** 000 §3 the call screen: Call to, Call from, timer, mute, dialpad toggle, end. */
export function CallScreen({ to, from, state, seconds, muted, onMute, onDigit, onEnd }: Props) {
  const { t } = useTranslation('dialer');
  const [pad, setPad] = useState(false);
  return (
    <Stack gap="sm" align="stretch" data-testid="call-screen">
      <div>
        <Text size="xs" c="dimmed">
          {t('callTo')}
        </Text>
        <Text fw={600}>{to}</Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          {t('callFrom')}
        </Text>
        <Text>{from}</Text>
      </div>
      <Text size="xl" ta="center" className={classes.timer} aria-live="polite" data-testid="call-status">
        {state === 'connected' ? formatTimer(seconds) : t(`callState.${state}`)}
      </Text>
      {pad && <Dialpad onKey={onDigit} />}
      <Group justify="center" gap="lg">
        <Tooltip label={muted ? t('unmute') : t('mute')}>
          <ActionIcon
            size="xl"
            radius="xl"
            variant={muted ? 'filled' : 'default'}
            aria-label={muted ? t('unmute') : t('mute')}
            aria-pressed={muted}
            onClick={onMute}
            disabled={state !== 'connected'}
          >
            {muted ? <IconMicrophoneOff size={20} /> : <IconMicrophone size={20} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('dialpad')}>
          <ActionIcon
            size="xl"
            radius="xl"
            variant={pad ? 'filled' : 'default'}
            aria-label={t('dialpad')}
            aria-pressed={pad}
            onClick={() => setPad((p) => !p)}
          >
            <IconGridDots size={20} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('end')}>
          <ActionIcon
            size="xl"
            radius="xl"
            color="red"
            variant="filled"
            aria-label={t('end')}
            onClick={onEnd}
          >
            <IconPhoneOff size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
}
