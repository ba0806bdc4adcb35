import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { showUpgrade } from '../../../lib/upgrade-events';
import { useBillingOverview } from '../api/billing';
import { BuyCreditsModal } from '../components/buy-credits-modal';
import { CreditsHistoryTab } from '../components/credits-history-tab';
import { TransactionsTab, UpcomingInvoiceTab } from '../components/invoices-tabs';
import { OverviewTab } from '../components/overview-tab';
import { ProviderInvoices } from '../components/provider-invoices';
import { SubscriptionsTab } from '../components/subscriptions-tab';
import { BILLING_TABS, type BillingTab } from '../types';

/** /billing/<tab> (000 §2 Billing). `?showCreditsModal=true` opens the buy-credits flow. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const { tab } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const overview = useBillingOverview();
  const [creditsOpen, setCreditsOpen] = useState(params.get('showCreditsModal') === 'true');
  const active = BILLING_TABS.includes(tab as BillingTab) ? (tab as BillingTab) : null;
  if (!active) return <Navigate to={`/billing/overview?${params}`} replace />;
  const onUpgrade = () => showUpgrade('');
  const onBuyCredits = () => setCreditsOpen(true);
  const closeCredits = () => {
    setCreditsOpen(false);
    if (params.has('showCreditsModal')) {
      params.delete('showCreditsModal');
      setParams(params, { replace: true });
    }
  };
  const tabs = BILLING_TABS.filter((x) => x !== 'transactions' || overview.data?.show_transactions !== false);
  return (
    <Stack>
      <PageTitle>{t('title')}</PageTitle>
      <Tabs value={active} onChange={(v) => v && navigate(`/billing/${v}?${params}`)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {overview.isPending ? (
        <PageState kind="loading" />
      ) : overview.isError ? (
        <PageState kind="error" title={t('error')} />
      ) : active === 'overview' ? (
        <OverviewTab overview={overview.data} onUpgrade={onUpgrade} onBuyCredits={onBuyCredits} />
      ) : active === 'subscriptions' ? (
        <SubscriptionsTab overview={overview.data} onUpgrade={onUpgrade} />
      ) : active === 'upcoming-invoice' ? (
        <UpcomingInvoiceTab />
      ) : active === 'transactions' ? (
        <Stack>
          {overview.data.provider === 'stripe' && <ProviderInvoices />}
          <TransactionsTab />
        </Stack>
      ) : (
        <CreditsHistoryTab onBuyCredits={onBuyCredits} />
      )}
      <BuyCreditsModal opened={creditsOpen} onClose={closeCredits} />
    </Stack>
  );
}
