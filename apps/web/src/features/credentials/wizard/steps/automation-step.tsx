import { Anchor, Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { IconCloud, IconExternalLink, IconPuzzle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AutomationType, SeatUsage } from '../../types';
import classes from '../wizard.module.css';

export const EXTENSION_INSTALL_URL = 'https://chromewebstore.google.com/search/leadloop';

interface AutomationStepProps {
  value: AutomationType;
  onChange: (value: AutomationType) => void;
  extensionSupported: boolean;
  seats: SeatUsage | undefined;
}

/** Step 1: cloud (server-side, password and location) or extension (browser, no password). */
export function AutomationStep({ value, onChange, extensionSupported, seats }: AutomationStepProps) {
  const { t } = useTranslation('credentials');
  const seatBadge = (type: AutomationType) => {
    if (!seats) return null;
    const free = type === 'cloud' ? seats.cloud_seats_available : seats.extension_seats_available;
    return (
      <Badge variant="light" color={free > 0 ? 'teal' : 'orange'} size="sm">
        {t('wizard.automation.seatsFree', { count: free })}
      </Badge>
    );
  };
  const option = (type: AutomationType, Icon: typeof IconCloud) => (
    <Radio.Card value={type} className={classes.choice} data-testid={`automation-${type}`} radius="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Radio.Indicator mt={4} />
        <Icon size={26} stroke={1.5} />
        <Stack gap={2} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{t(`automation.${type}`)}</Text>
            {seatBadge(type)}
          </Group>
          <Text size="sm" c="dimmed">
            {t(`wizard.automation.${type}Hint`)}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('wizard.automation.intro')}
      </Text>
      <Radio.Group value={value} onChange={(v) => onChange(v as AutomationType)}>
        <Stack gap="sm">
          {option('cloud', IconCloud)}
          {extensionSupported && option('extension', IconPuzzle)}
        </Stack>
      </Radio.Group>
      {!extensionSupported && (
        <Anchor href={EXTENSION_INSTALL_URL} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            {t('wizard.automation.installExtension')}
            <IconExternalLink size={14} />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
