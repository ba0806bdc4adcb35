import { Button, Group } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { useBrand } from '../../brand';

/**
 * /billing-warning: the workspace is unpaid. A brand that hides subscription notices (000 §6) says the
 * workspace is paused and to contact support, without the subscription or the billing link.
 */
export function BillingWarningPage() {
  const { t } = useTranslation('spaces');
  const quiet = useBrand().data?.flags.hide_subscription_notices ?? false;
  return (
    <PageState
      kind="error"
      icon={<IconCreditCardOff size={28} />}
      title={quiet ? t('billingWarning.pausedTitle') : t('billingWarning.title')}
      description={quiet ? t('billingWarning.pausedText') : t('billingWarning.text')}
      mih={360}
      action={
        <Group>
          {!quiet && (
            <Button component={Link} to="/billing/overview">
              {t('billingWarning.toBilling')}
            </Button>
          )}
          <Button component={Link} to="/space/use-space" variant="default">
            {t('billingWarning.switch')}
          </Button>
        </Group>
      }
    />
  );
}
