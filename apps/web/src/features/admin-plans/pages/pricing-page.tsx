import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Menu, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY_SYMBOL } from '@leadloop/domain/billing/enums';
import { TIER_LABELS, tierName } from '@leadloop/domain/tiers/enums';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { useAdminAccess } from '../api/admin-access';
import { useBrandPrices, useDeletePrice, useSavePrice } from '../api/admin-plans';
import { AdminPlansHeader } from '../components/admin-plans-header';
import { PriceForm } from '../components/price-form';
import type { BrandPrice } from '../types';

export const money = (amount: number, currency: string) =>
  `${CURRENCY_SYMBOLS[currency] ?? DEFAULT_CURRENCY_SYMBOL}${Math.floor(amount / 100)}`;
const tierLabel = (tier: number) => {
  const name = tierName(tier);
  return name ? TIER_LABELS[name] : String(tier);
};

/** /admin/whitelabels/{wl}/pricing and /admin/settings/pricing-wl/{wl}: the brand's prices; none → pricing-empty. */
export function PricingPage({ empty = false }: { empty?: boolean }) {
  const { t } = useTranslation('admin-health');
  const brand = useParams().whitelabel ?? '';
  const navigate = useNavigate();
  const prices = useBrandPrices(brand);
  const save = useSavePrice(brand);
  const remove = useDeletePrice(brand);
  const readOnly = !useAdminAccess().isSuperAdmin;
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BrandPrice | null>(null);
  const base = `/admin/whitelabels/${encodeURIComponent(brand)}/pricing`;

  if (!empty && prices.data && prices.data.length === 0)
    return <Navigate to={`/admin/whitelabels/${encodeURIComponent(brand)}/pricing-empty`} replace />;
  if (empty && prices.data && prices.data.length > 0) return <Navigate to={base} replace />;
  const interval = (n: number) =>
    n === 1 ? t('pricing.monthly') : n === 12 ? t('pricing.annual') : t('pricing.months', { n });

  const add = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
      {t('pricing.add')}
    </Button>
  );
  return (
    <Stack>
      <AdminPlansHeader title={t('pricing.title')} brand={brand} actions={add} readOnly={readOnly} />
      <Card withBorder radius="md" padding="md">
        {prices.isPending ? (
          <PageState kind="loading" />
        ) : prices.isError ? (
          <PageState kind="error" title={t('error')} description={translateError(prices.error)} />
        ) : !prices.data.length ? (
          <PageState
            kind="empty"
            title={t('pricing.empty')}
            description={readOnly ? undefined : t('pricing.emptyHint')}
            action={readOnly ? undefined : add}
          />
        ) : (
          <Table.ScrollContainer minWidth={620}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pricing.type')}</Table.Th>
                  <Table.Th>{t('pricing.tier')}</Table.Th>
                  <Table.Th>{t('pricing.interval')}</Table.Th>
                  <Table.Th>{t('pricing.amount')}</Table.Th>
                  <Table.Th>{t('pricing.card')}</Table.Th>
                  <Table.Th>{t('pricing.promo')}</Table.Th>
                  {!readOnly && <Table.Th aria-label={t('rules.actions')} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prices.data.map((p) => (
                  <Table.Tr key={p._id}>
                    <Table.Td>{t(`pricing.types.${p.type}`)}</Table.Td>
                    <Table.Td>{tierLabel(p.tier)}</Table.Td>
                    <Table.Td>{interval(p.interval)}</Table.Td>
                    <Table.Td>
                      <Text fw={600}>{money(p.amount, p.currency)}</Text>
                      <Text size="xs" c="dimmed">
                        {p.price_external_id || t('pricing.noExternalId')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{p.card_description.name || '—'}</Table.Td>
                    <Table.Td>
                      {p.promotion_code ? (
                        <Badge variant="light" color="grape">
                          {p.promotion_code.code} −{p.promotion_code.percent_off}%
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    {!readOnly && (
                      <Table.Td>
                        <Menu position="bottom-end">
                          <Menu.Target>
                            <ActionIcon variant="subtle" aria-label={t('pricing.actions')}>
                              <IconDots size={16} />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item component={Link} to={`${base}/update/${p.type}/${p._id}`}>
                              {t('pricing.update')}
                            </Menu.Item>
                            <Menu.Item component={Link} to={`${base}/update-description/${p.type}/${p._id}`}>
                              {t('pricing.updateDescription')}
                            </Menu.Item>
                            <Menu.Item component={Link} to={`${base}/update-promo/${p.type}/${p._id}`}>
                              {t('pricing.updatePromo')}
                            </Menu.Item>
                            <Menu.Item color="red" onClick={() => setDeleting(p)}>
                              {t('pricing.delete')}
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('pricing.add')} size="lg">
        <PriceForm
          mode="create"
          saving={save.isPending}
          onCancel={() => setAdding(false)}
          onSave={(body) =>
            save.mutate(
              { id: null, type: body.type, body },
              {
                onSuccess: () => {
                  notify.success(t('saved'));
                  setAdding(false);
                  if (empty) navigate(base);
                },
                onError: (e) => notify.error(e),
              },
            )
          }
        />
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('pricing.deleteTitle')}
        message={t('pricing.deleteText')}
        confirmLabel={t('pricing.delete')}
        cancelLabel={t('cancel')}
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => setDeleting(null),
            onError: (e) => notify.error(e),
          })
        }
      />
    </Stack>
  );
}

export const PricingEmptyPage = () => <PricingPage empty />;
