import type { ReactNode } from 'react';
import { Button, Card, Fieldset, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';

interface Props {
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** Shown instead of the form (e.g. a page that does not apply to this brand). */
  instead?: ReactNode;
  /** Below super admin (000 §6): fields disabled and no save button. */
  readOnly?: boolean;
  saving: boolean;
  saveDisabled?: boolean;
  onSave: () => void;
  children: ReactNode;
  /** The card's widest; a wide form passes null. */
  maw?: number | null;
}

/** One settings form of a white label's plan pages: its loading and error states, read-only or saved with one button. */
export function SettingsCard({
  query,
  instead,
  readOnly,
  saving,
  saveDisabled,
  onSave,
  children,
  maw = 720,
}: Props) {
  const { t } = useTranslation('admin-health');
  return (
    <Card withBorder radius="md" padding="md" maw={maw ?? undefined}>
      {query.isPending ? (
        <PageState kind="loading" />
      ) : instead ? (
        instead
      ) : query.isError ? (
        <PageState kind="error" title={t('error')} description={translateError(query.error)} />
      ) : (
        <Fieldset variant="unstyled" disabled={readOnly}>
          <Stack>
            {children}
            {!readOnly && (
              <Group justify="flex-end">
                <Button disabled={saveDisabled} loading={saving} onClick={onSave}>
                  {t('save')}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      )}
    </Card>
  );
}
