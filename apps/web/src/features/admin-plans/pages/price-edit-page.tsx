import { Card, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { useAdminAccess } from '../api/admin-access';
import { useBrandPrice, useSavePrice } from '../api/admin-plans';
import { AdminPlansHeader } from '../components/admin-plans-header';
import { PriceForm, type PriceFormMode } from '../components/price-form';
import type { BrandPriceType } from '../types';

const TITLES: Record<Exclude<PriceFormMode, 'create'>, string> = {
  update: 'pricing.update',
  'update-description': 'pricing.updateDescription',
  'update-promo': 'pricing.updatePromo',
};

/** pricing/update|update-description|update-promo/{type}/{priceId} and settings/pricing-wl/{wl}/{type}/{priceId}. */
export function PriceEditPage({ mode = 'update' }: { mode?: Exclude<PriceFormMode, 'create'> }) {
  const { t } = useTranslation('admin-health');
  const navigate = useNavigate();
  const { whitelabel = '', type = 'plan', priceId = '' } = useParams();
  const price = useBrandPrice(whitelabel, type, priceId);
  const save = useSavePrice(whitelabel);
  const readOnly = !useAdminAccess().isSuperAdmin;
  const back = () => navigate(`/admin/whitelabels/${encodeURIComponent(whitelabel)}/pricing`);
  return (
    <Stack>
      <AdminPlansHeader title={t(TITLES[mode])} brand={whitelabel} readOnly={readOnly} />
      <Card withBorder radius="md" padding="md" maw={720}>
        {price.isPending ? (
          <PageState kind="loading" />
        ) : price.isError ? (
          <PageState kind="error" title={t('error')} description={translateError(price.error)} />
        ) : (
          <PriceForm
            mode={mode}
            initial={price.data}
            saving={save.isPending}
            readOnly={readOnly}
            onCancel={back}
            onSave={(body) =>
              save.mutate(
                { id: priceId, type: type as BrandPriceType, body: { ...body, type: undefined } },
                {
                  onSuccess: () => {
                    notify.success(t('saved'));
                    back();
                  },
                  onError: (e) => notify.error(e),
                },
              )
            }
          />
        )}
      </Card>
    </Stack>
  );
}

export const PriceDescriptionPage = () => <PriceEditPage mode="update-description" />;
export const PricePromoPage = () => <PriceEditPage mode="update-promo" />;
