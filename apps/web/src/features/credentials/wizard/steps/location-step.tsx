import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { translateError, translateMessage } from '../../../../lib/messages';
import { UNKNOWN_RESERVE, useProxyCountries } from '../../api/proxy-countries';
import { countryName } from '../../geo';
import type { WizardValues } from '../use-wizard-form';

/** Step 2: the proxy country (from GET /proxy/v2/countries; 0 = out of reserve) and an optional own proxy. */
export function LocationStep({
  form,
  passwordKept,
  residentialAllowed = false,
  withIntro = true,
}: {
  form: UseFormReturnType<WizardValues>;
  passwordKept: boolean;
  residentialAllowed?: boolean;
  withIntro?: boolean;
}) {
  const { t, i18n } = useTranslation('credentials');
  const countries = useProxyCountries();

  if (countries.isPending) return <Skeleton h={56} radius="md" />;
  if (countries.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('wizard.location.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{translateError(countries.error)}</Text>
          <Button size="xs" variant="light" onClick={() => countries.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  // One entry per country and proxy type: offer the type the account uses.
  const data = countries.data
    .filter((c) => c.type === form.values.proxy_type)
    .map((c) => ({
      value: c.code.toUpperCase(),
      label:
        c.count === UNKNOWN_RESERVE
          ? countryName(c.code, i18n.language)
          : `${countryName(c.code, i18n.language)} — ${c.count > 0 ? t('wizard.location.available', { count: c.count }) : t('wizard.location.outOfReserve')}`,
      disabled: c.count === 0,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));

  return (
    <Stack gap="md">
      {withIntro && (
        <Text size="sm" c="dimmed">
          {t('wizard.location.intro')}
        </Text>
      )}
      {residentialAllowed && (
        <SegmentedControl
          data={[
            { value: 'basic', label: t('wizard.location.basic') },
            { value: 'residential', label: t('wizard.location.residential') },
          ]}
          value={form.values.proxy_type}
          onChange={(v) => form.setFieldValue('proxy_type', v as WizardValues['proxy_type'])}
        />
      )}
      <Select
        label={t('fields.country')}
        placeholder={t('wizard.location.countryPlaceholder')}
        data={data}
        searchable
        nothingFoundMessage={t('common.noOptions')}
        data-testid="country-select"
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('country_code')}
      />
      {data.length > 0 && data.every((d) => d.disabled) && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {translateMessage(MESSAGES.proxiesOutOfReserve)}
        </Alert>
      )}
      <Checkbox
        label={t('wizard.location.customProxy')}
        {...form.getInputProps('use_custom_proxy', { type: 'checkbox' })}
      />
      {form.values.use_custom_proxy && (
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {t('wizard.location.customProxyHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              size="sm"
              label={t('fields.proxyIp')}
              placeholder="203.0.113.10"
              {...form.getInputProps('proxy.proxy_address')}
            />
            <TextInput
              size="sm"
              label={t('fields.proxyDomain')}
              placeholder="proxy.example.com"
              {...form.getInputProps('proxy.domain')}
            />
          </SimpleGrid>
          <Group grow align="flex-start">
            <TextInput
              size="sm"
              label={t('fields.proxyPort')}
              placeholder="8080"
              inputMode="numeric"
              {...form.getInputProps('proxy.port')}
            />
            <TextInput
              size="sm"
              label={t('fields.proxyUsername')}
              autoComplete="off"
              {...form.getInputProps('proxy.username')}
            />
          </Group>
          <PasswordInput
            size="sm"
            label={t('fields.proxyPassword')}
            autoComplete="new-password"
            placeholder={passwordKept ? t('wizard.location.passwordKept') : undefined}
            {...form.getInputProps('proxy.password')}
          />
        </Stack>
      )}
    </Stack>
  );
}
