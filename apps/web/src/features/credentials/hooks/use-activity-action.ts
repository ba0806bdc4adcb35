import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import {
  useCheckSales,
  usePauseCredential,
  useReconnect,
  useResendPhone,
  useSendCode,
} from '../api/mutations';
import type { ActivityAction } from '../components/activity';
import type { Credential } from '../types';
import { useOpenWizard } from './use-wizard-link';

/** What each action next to an account state does (000 §4 "the action that fixes it"). */
export function useActivityAction() {
  const { t } = useTranslation('credentials');
  const navigate = useNavigate();
  const openWizard = useOpenWizard();
  const sendCode = useSendCode();
  const resendPhone = useResendPhone();
  const reconnect = useReconnect();
  const pause = usePauseCredential();
  const checkSales = useCheckSales();
  const pending =
    sendCode.isPending ||
    resendPhone.isPending ||
    reconnect.isPending ||
    pause.isPending ||
    checkSales.isPending;

  const run = (action: ActivityAction, credential: Credential) => {
    const id = credential._id;
    const onError = notify.error;
    switch (action) {
      case 'enter_code':
      case 'add_phone':
      case 'two_factor':
        return openWizard({ credentialId: id, step: 'verification' });
      case 'update_password':
        return openWizard({ credentialId: id, step: 'credentials' });
      case 'change_proxy':
        return openWizard({ credentialId: id, step: 'location' });
      case 'resend_code':
        return sendCode.mutate(
          { id, resend: true },
          { onSuccess: () => notify.success(t('notices.codeResent')), onError },
        );
      case 'resend_phone':
        return resendPhone.mutate(id, { onError });
      case 'reconnect':
        return reconnect.mutate(id, { onError });
      case 'resume':
        return pause.mutate({ id, paused: false }, { onError });
      case 'check_subscription':
        return checkSales.mutate(id, { onError });
      case 'limits':
        return navigate('/settings/limits');
      case 'open_network':
        return window.open(credential.link ?? 'about:blank', '_blank', 'noopener');
      case 'contact_support':
        return notify.info(t('activity.contactSupport'));
    }
  };
  return { run, pending };
}
