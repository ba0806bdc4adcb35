import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DialerPhone } from '@leadloop/domain/dialer/entities';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useUpdatePhone } from '../api/dialer-api';

/** PUT /dialer/phones/{id}: the number calls to this one are redirected to (digits only; empty removes it). */
export function RedirectModal({ phone, onClose }: { phone: DialerPhone | null; onClose: () => void }) {
  const { t } = useTranslation('dialer');
  const update = useUpdatePhone();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setValue(phone?.number_to_redirect ?? '');
    setError(null);
  }, [phone]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!phone) return;
    setError(null);
    try {
      await update.mutateAsync({ id: phone.id, number_to_redirect: value.trim() || null });
      notify.success(t('pages.numbers.saved'));
      onClose();
    } catch (err) {
      setError(translateError(err));
    }
  };

  return (
    <Modal
      opened={Boolean(phone)}
      onClose={onClose}
      title={t('pages.numbers.editTitle', { number: phone?.number })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('pages.numbers.redirect')}
            description={t('pages.numbers.redirectHint')}
            inputMode="numeric"
            value={value}
            maxLength={15}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('pages.numbers.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
