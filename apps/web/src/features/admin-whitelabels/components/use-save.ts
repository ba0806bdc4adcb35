import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useUpdateWhitelabel } from '../api/whitelabels';
import type { WhitelabelUpdateBody } from '../types';

/** Saves a section of a white label and says so (or shows the server's refusal). */
export function useSaveWhitelabel(brand: string) {
  const { t } = useTranslation('admin-whitelabels');
  const update = useUpdateWhitelabel(brand);
  const save = (body: WhitelabelUpdateBody, after?: () => void) =>
    update.mutate(body, {
      onSuccess: () => {
        notify.success(t('common.saved'));
        after?.();
      },
      onError: (error) => notify.error(error),
    });
  return { save, saving: update.isPending };
}
