import { useState } from 'react';
import { Card, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_INTEGRATIONS } from '@leadloop/domain/integrations/enums';
import { SaveBar } from '../components/save-bar';
import { useSaveWhitelabel } from '../components/use-save';
import { useWhitelabelContext } from './whitelabel-layout';

const NAMES: Record<string, string> = {
  tawk: 'Tawk.to',
  servicebell: 'ServiceBell',
  hubspot: 'HubSpot',
  intercom: 'Intercom',
  freshchat: 'Freshchat',
  chatra: 'Chatra',
  leadconnector: 'LeadConnector',
  crisp: 'Crisp',
};

/** support: the chat the web app loads for this brand's users (001 §3 Support integrations). */
export function SupportTab() {
  const { t } = useTranslation('admin-whitelabels');
  const { whitelabel: wl } = useWhitelabelContext();
  const { save, saving } = useSaveWhitelabel(wl.brand);
  const [support, setSupport] = useState(wl.support);
  const dirty = JSON.stringify(support) !== JSON.stringify(wl.support);
  const field = (key: 'name' | 'app_id' | 'user_id') => ({
    value: support[key] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setSupport((s) => ({ ...s, [key]: e.currentTarget.value.trim() ? e.currentTarget.value : null })),
  });
  return (
    <Stack gap="lg">
      <Card>
        <Stack>
          <Select
            label={t('support.type')}
            value={support.type}
            onChange={(v) => v && setSupport((s) => ({ ...s, type: v as typeof s.type }))}
            data={SUPPORT_INTEGRATIONS.map((type) => ({
              value: type,
              label: type === 'none' ? t('support.none') : (NAMES[type] ?? type),
            }))}
            allowDeselect={false}
            maw={320}
          />
          {support.type !== 'none' && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('support.name')} {...field('name')} />
              <TextInput
                label={t('support.appId')}
                description={support.type === 'tawk' ? t('support.tawkHint') : undefined}
                required
                {...field('app_id')}
              />
              <TextInput label={t('support.userId')} {...field('user_id')} />
            </SimpleGrid>
          )}
          <Text size="sm" c="dimmed">
            {t('support.hint')}
          </Text>
        </Stack>
      </Card>
      <SaveBar dirty={dirty} saving={saving} onSave={() => save({ support })} />
    </Stack>
  );
}
