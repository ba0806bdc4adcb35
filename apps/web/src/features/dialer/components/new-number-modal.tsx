import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isPhoneAreaSelectable, type DialerPhone } from '@leadloop/domain/dialer/entities';
import { PURCHASE_COUNT_DEFAULT, validatePurchaseForm } from '@leadloop/domain/dialer/rules';
import { DIALER_PRICE_UNIT } from '@leadloop/domain/dialer/constants';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useBuyPhones, useCountries, useRegions, useStates } from '../api/dialer-api';

/**
 * 000 §3 New number: the cascade country → category → state (when the country has states) → region, where a
 * region with no numbers left is listed but disabled; count (default 1, at most what the region has, 100 if
 * unknown) and an optional number to redirect to. Prices are in credits.
 */
export function NewNumberModal({
  opened,
  onClose,
  onBought,
}: {
  opened: boolean;
  onClose: () => void;
  onBought: (phones: DialerPhone[]) => void;
}) {
  const { t } = useTranslation('dialer');
  const [country, setCountry] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [stateId, setStateId] = useState<string | null>(null);
  const [regionId, setRegionId] = useState<string | null>(null);
  const [count, setCount] = useState<string | number>(PURCHASE_COUNT_DEFAULT);
  const [redirect, setRedirect] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const countries = useCountries(opened).data ?? [];
  const chosen = countries.find((c) => c.country_code === country);
  const needsState = Boolean(chosen?.has_states);
  const states = useStates(needsState ? country : null, category).data ?? [];
  const regions = useRegions(country, category, stateId, needsState).data;
  const region = regions?.find((r) => r._id === regionId);
  const buy = useBuyPhones();

  const errors = validatePurchaseForm(
    {
      country_code: country,
      category,
      state_id: stateId,
      region_id: regionId,
      number_to_redirect: redirect,
      count: typeof count === 'number' ? count : count.trim(),
    },
    { countryHasStates: needsState, phonesAvailable: region?.phones_available ?? null },
  );
  const error = (k: keyof typeof errors) =>
    submitted && errors[k] ? translateMessage(errors[k]) : undefined;

  const close = () => {
    setSubmitted(false);
    onClose();
  };
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    buy.mutate(
      { region_id: regionId!, count: Number(count), number_to_redirect: redirect.trim() || undefined },
      {
        onSuccess: (r) => {
          notify.success(translateMessage(r.message));
          onBought(r.data);
          setRegionId(null);
          setCount(PURCHASE_COUNT_DEFAULT);
          close();
        },
        onError: (e) => notify.error(e),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('newNumber')}>
      <Stack>
        <Select
          label={t('country')}
          placeholder={t('choose')}
          data={countries.map((c) => ({ value: c.country_code, label: c.name }))}
          value={country}
          onChange={(v) => {
            setCountry(v);
            setCategory(null);
            setStateId(null);
            setRegionId(null);
          }}
          error={error('country_code')}
          nothingFoundMessage={translateMessage(MESSAGES.noOptions)}
        />
        <Select
          label={t('category')}
          placeholder={country ? t('choose') : translateMessage(MESSAGES.selectCountry)}
          disabled={!chosen}
          data={(chosen?.available_categories ?? []).map((c) => ({
            value: c,
            label: t(`categories.${c}`, c),
          }))}
          value={category}
          onChange={(v) => {
            setCategory(v);
            setStateId(null);
            setRegionId(null);
          }}
          error={error('category')}
        />
        {needsState && (
          <Select
            label={t('state')}
            placeholder={category ? t('choose') : translateMessage(MESSAGES.selectCategory)}
            disabled={!category}
            data={states.map((s) => ({ value: s._id, label: s.name, disabled: !isPhoneAreaSelectable(s) }))}
            value={stateId}
            onChange={(v) => {
              setStateId(v);
              setRegionId(null);
            }}
            error={error('state_id')}
          />
        )}
        <Select
          label={t('region')}
          placeholder={t('choose')}
          disabled={!regions}
          data={(regions ?? []).map((r) => ({
            value: r._id,
            label: t('regionOption', { name: r.name, count: r.phones_available }),
            disabled: !isPhoneAreaSelectable(r),
          }))}
          value={regionId}
          onChange={setRegionId}
          error={error('region_id')}
          nothingFoundMessage={translateMessage(MESSAGES.noItems)}
        />
        {region && (
          <Text size="sm" c="dimmed" data-testid="number-price">
            {t('price', {
              installation: region.installation_price,
              monthly: region.monthly_price,
              unit: t(DIALER_PRICE_UNIT),
            })}
          </Text>
        )}
        <NumberInput
          label={t('count')}
          min={1}
          max={region?.phones_available ?? undefined}
          allowDecimal={false}
          value={count}
          onChange={setCount}
          error={error('count')}
        />
        <TextInput
          label={t('redirectTo')}
          inputMode="numeric"
          value={redirect}
          onChange={(e) => setRedirect(e.currentTarget.value)}
          error={error('number_to_redirect')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={buy.isPending}>
            {t('buy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
