import { Alert, Badge } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import type { PaymentsTaker } from '@leadloop/domain/billing/api';
import { translateMessage } from '../../../lib/messages';

/**
 * What a purchase screen says about who takes the payment: nothing for Stripe; the sandbox is marked as
 * such (no real payment); with nobody, that payments are not set up (the screen offers no pay button).
 */
export function PaymentsNotice({ payments }: { payments: PaymentsTaker }) {
  const { t } = useTranslation('billing');
  if (payments === 'stripe') return null;
  if (payments === 'none')
    return (
      <Alert color="gray" variant="light" data-testid="payments-not-set-up">
        {translateMessage(MESSAGES.paymentsNotSetUp)}
      </Alert>
    );
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconFlask size={18} aria-hidden />}
      title={<Badge color="grape">{t('sandbox.badge')}</Badge>}
      data-testid="payments-sandbox"
    >
      {t('sandbox.notice')}
    </Alert>
  );
}
