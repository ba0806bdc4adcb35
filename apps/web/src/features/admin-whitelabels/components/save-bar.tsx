import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The save button every settings tab ends with. */
export function SaveBar({ onSave, saving, dirty }: { onSave: () => void; saving: boolean; dirty: boolean }) {
  const { t } = useTranslation('admin-whitelabels');
  return (
    <Group justify="flex-end">
      <Button onClick={onSave} loading={saving} disabled={!dirty} data-testid="wl-save">
        {t('common.save')}
      </Button>
    </Group>
  );
}
