import { useState } from 'react';
import { Button, Fieldset, Group, NumberInput, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRAND_PRICE_TYPES } from '@leadloop/domain/billing/admin-pages';
import { usePriceConfigs, type PriceBody } from '../api/admin-plans';
import type { BrandPriceType } from '../types';

export type PriceFormMode = 'create' | 'update' | 'update-description' | 'update-promo';

const EMPTY: PriceBody = {
  type: 'plan',
  tier: 1,
  interval: 1,
  currency: 'usd',
  amount: 0,
  price_external_id: '',
  card_description: { name: '', features: [] },
  promotion_code: null,
};

/** One form for the pricing pages: the whole price, its card description, or its promotion. */
export function PriceForm(props: {
  mode: PriceFormMode;
  initial?: PriceBody;
  saving: boolean;
  onSave: (body: Partial<PriceBody> & { type: BrandPriceType }) => void;
  onCancel: () => void;
  /** Shown to admins who may not edit prices (000 §6): every field disabled, no save. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('admin-health');
  const configs = usePriceConfigs();
  const [v, setV] = useState<PriceBody>(props.initial ?? EMPTY);
  const [promo, setPromo] = useState(
    props.initial?.promotion_code ?? { code: '', percent_off: 10, description: '' },
  );
  const full = props.mode === 'create' || props.mode === 'update';

  const submit = () => {
    if (props.mode === 'update-description')
      return props.onSave({ type: v.type, card_description: v.card_description });
    if (props.mode === 'update-promo')
      return props.onSave({ type: v.type, promotion_code: promo.code ? promo : null });
    const { type, ...rest } = v;
    return props.onSave(
      props.mode === 'create' ? { type, ...rest } : { type, ...rest, promotion_code: undefined },
    );
  };

  return (
    <Fieldset variant="unstyled" disabled={props.readOnly}>
      <Stack>
        {full && (
          <>
            <Group grow>
              <Select
                label={t('pricing.type')}
                disabled={props.mode !== 'create'}
                allowDeselect={false}
                data={BRAND_PRICE_TYPES.map((x) => ({ value: x, label: t(`pricing.types.${x}`) }))}
                value={v.type}
                onChange={(x) => x && setV({ ...v, type: x as BrandPriceType })}
              />
              <Select
                label={t('pricing.tier')}
                allowDeselect={false}
                data={(configs.data?.tiers ?? []).map((x) => ({ value: String(x.tier), label: x.name }))}
                value={String(v.tier)}
                onChange={(x) => x && setV({ ...v, tier: Number(x) })}
              />
            </Group>
            <Group grow>
              <Select
                label={t('pricing.interval')}
                allowDeselect={false}
                data={(configs.data?.intervals ?? []).map((x) => ({
                  value: String(x.interval),
                  label: x.name,
                }))}
                value={String(v.interval)}
                onChange={(x) => x && setV({ ...v, interval: Number(x) })}
              />
              <Select
                label={t('pricing.currency')}
                allowDeselect={false}
                data={(configs.data?.currencies ?? []).map((c) => ({ value: c, label: c.toUpperCase() }))}
                value={v.currency}
                onChange={(x) => x && setV({ ...v, currency: x })}
              />
            </Group>
            <Group grow>
              <NumberInput
                label={t('pricing.amount')}
                description={t('pricing.amountHint')}
                min={0}
                decimalScale={2}
                fixedDecimalScale
                value={v.amount / 100}
                onChange={(x) => setV({ ...v, amount: Math.round((Number(x) || 0) * 100) })}
              />
              <TextInput
                label={t('pricing.externalId')}
                placeholder="price_…"
                value={v.price_external_id}
                onChange={(e) => setV({ ...v, price_external_id: e.currentTarget.value })}
              />
            </Group>
          </>
        )}
        {(props.mode === 'create' || props.mode === 'update-description') && (
          <>
            <TextInput
              label={t('pricing.cardName')}
              value={v.card_description.name}
              maxLength={80}
              onChange={(e) =>
                setV({ ...v, card_description: { ...v.card_description, name: e.currentTarget.value } })
              }
            />
            <TagsInput
              label={t('pricing.cardFeatures')}
              description={t('pricing.cardFeaturesHint')}
              maxTags={20}
              value={v.card_description.features}
              onChange={(features) => setV({ ...v, card_description: { ...v.card_description, features } })}
            />
          </>
        )}
        {props.mode === 'update-promo' && (
          <>
            <Group grow>
              <TextInput
                label={t('pricing.promoCode')}
                description={t('pricing.promoHint')}
                value={promo.code}
                maxLength={40}
                onChange={(e) => setPromo({ ...promo, code: e.currentTarget.value })}
              />
              <NumberInput
                label={t('pricing.percentOff')}
                min={0}
                max={100}
                suffix=" %"
                value={promo.percent_off}
                onChange={(x) => setPromo({ ...promo, percent_off: Number(x) || 0 })}
              />
            </Group>
            <TextInput
              label={t('pricing.promoDescription')}
              value={promo.description}
              maxLength={200}
              onChange={(e) => setPromo({ ...promo, description: e.currentTarget.value })}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('cancel')}
          </Button>
          {!props.readOnly && (
            <Button onClick={submit} loading={props.saving}>
              {t('save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
