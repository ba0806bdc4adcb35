import { useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useResendActivation } from '../../features/auth';
import { notify } from '../../lib/notify';
import { storage, STORAGE_KEYS } from '../../lib/storage';

/** 000 §4: an info banner for an unconfirmed email, with resend; dismissing hides it for good on this device. */
export function EmailBanner({ email }: { email: string }) {
  const { t } = useTranslation('shell');
  const [dismissed, setDismissed] = useState(() => storage.getFlag(STORAGE_KEYS.emailBannerDismissed));
  const resend = useResendActivation();
  if (dismissed) return null;

  const onClose = () => {
    storage.setFlag(STORAGE_KEYS.emailBannerDismissed, true);
    setDismissed(true);
  };
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconMail size={18} />}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('banner.dismiss')}
      mb="md"
      data-testid="email-banner"
    >
      <Text size="sm">
        {t('banner.text', { email })}{' '}
        <Anchor
          component="button"
          size="sm"
          fw={600}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => notify.success(t('banner.sent')),
              onError: notify.error,
            })
          }
        >
          {t('banner.resend')}
        </Anchor>
      </Text>
    </Alert>
  );
}
