import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';

interface Deletable {
  _id: string;
  name: string;
}

/** "Delete <name>?" for a signature or a recording; closes on success, reports a refusal (and closes, unless told to stay). */
export function DeleteItemDialog<T extends Deletable>({
  item,
  title,
  message,
  remove,
  onClose,
  stayOpenOnError = false,
}: {
  item: T | null;
  title: string;
  message: (name: string) => string;
  remove: {
    isPending: boolean;
    mutate: (id: string, o: { onSuccess: () => void; onError: (e: Error) => void }) => void;
  };
  onClose: () => void;
  stayOpenOnError?: boolean;
}) {
  const { t } = useTranslation('account-settings');
  return (
    <ConfirmDialog
      opened={Boolean(item)}
      title={title}
      message={message(item?.name ?? '')}
      confirmLabel={t('delete')}
      cancelLabel={t('cancel')}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        item &&
        remove.mutate(item._id, {
          onSuccess: onClose,
          onError: (error) => {
            if (!stayOpenOnError) onClose();
            notify.error(error);
          },
        })
      }
    />
  );
}
