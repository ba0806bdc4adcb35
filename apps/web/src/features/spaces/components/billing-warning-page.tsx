import { Button, Group } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';

/** /billing-warning: the workspace is unpaid. */
export function BillingWarningPage() {
  const { t } = useTranslation('spaces');
  return (
    <PageState
      kind="error"
      icon={<IconCreditCardOff size={28} />}
      title={t('billingWarning.title')}
      description={t('billingWarning.text')}
      mih={360}
      action={
        <Group>
          <Button component={Link} to="/billing/overview">
            {t('billingWarning.toBilling')}
          </Button>
          <Button component={Link} to="/space/use-space" variant="default">
            {t('billingWarning.switch')}
          </Button>
        </Group>
      }
    />
  );
}
