import { Alert, Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import {
  DAILY_LIMIT_DEFAULTS,
  DAILY_LIMIT_KINDS,
  DAILY_LIMIT_MAX,
  WEEKLY_LIMIT_DEFAULTS,
  WEEKLY_LIMIT_KINDS,
  WEEKLY_LIMIT_MAX,
  BOOSTER_ADVISED_ABOVE_CONNECTIONS,
} from '@leadloop/domain/credentials/limits';
import { credentialLimitsBodySchema } from '@leadloop/domain/credentials/settings';
import { PageState } from '../../../components/page-state';
import { translateError, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useLimits, useSaveLimits } from '../api/limits';
import type { CredentialLimits } from '../types';
import { SectionCard } from './section-card';
import { useSettingsCredential } from './use-settings-credential';

type Values = { daily: Record<string, number>; weekly: Record<string, number> };

const toValues = (limits: CredentialLimits | undefined): Values => ({
  daily: Object.fromEntries(DAILY_LIMIT_KINDS.map((k) => [k, limits?.daily?.[k] ?? DAILY_LIMIT_DEFAULTS[k]])),
  weekly: Object.fromEntries(
    WEEKLY_LIMIT_KINDS.map((k) => [k, limits?.weekly?.[k] ?? WEEKLY_LIMIT_DEFAULTS[k]]),
  ),
});

/** /settings/limits: every daily limit kind, weekly connection and InMail limits (admins may lock them for members). */
export function LimitsPage() {
  const { t } = useTranslation('account-settings');
  const credential = useSettingsCredential();
  const limits = useLimits(credential._id);
  const save = useSaveLimits(credential._id);
  const form = useForm<Values>({ initialValues: toValues(undefined) });

  useEffect(() => {
    if (limits.data) {
      form.setValues(toValues(limits.data));
      form.resetDirty(toValues(limits.data));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [limits.data]);

  if (limits.isPending) return <PageState kind="loading" />;
  if (limits.isError)
    return <PageState kind="error" title={t('loadError')} description={translateError(limits.error)} />;

  // The server says whether this member may edit (an admin may lock limits for members, 000 §6).
  const locked = !limits.data.can_edit;
  const submit = form.onSubmit((values) => {
    const parsed = credentialLimitsBodySchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setFieldError(issue.path.join('.'), translateMessage(issue.message));
      return;
    }
    save.mutate(values, { onSuccess: () => notify.success(t('saved')), onError: notify.error });
  });

  const field = (group: 'daily' | 'weekly', kind: string, max: number) => (
    <NumberInput
      key={`${group}.${kind}`}
      size="sm"
      label={t(`limits.kinds.${kind}`)}
      description={t('limits.max', { max })}
      min={0}
      max={max}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      disabled={locked}
      data-testid={`limit-${group}-${kind}`}
      {...form.getInputProps(`${group}.${kind}`)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {locked && (
          <Alert color="yellow" icon={<IconLock size={18} />} data-testid="limits-locked">
            {translateMessage(MESSAGES.adminProhibitedLimits)}
          </Alert>
        )}
        <SectionCard title={t('limits.dailyTitle')} description={t('limits.dailyText')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {DAILY_LIMIT_KINDS.map((k) => field('daily', k, DAILY_LIMIT_MAX[k]))}
          </SimpleGrid>
          {form.values.daily.connection_requests > BOOSTER_ADVISED_ABOVE_CONNECTIONS && (
            <Alert color="blue" variant="light">
              {t('limits.boosterAdvised', { count: BOOSTER_ADVISED_ABOVE_CONNECTIONS })}
            </Alert>
          )}
        </SectionCard>
        <SectionCard title={t('limits.weeklyTitle')} description={t('limits.weeklyText')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {WEEKLY_LIMIT_KINDS.map((k) => field('weekly', k, WEEKLY_LIMIT_MAX[k]))}
          </SimpleGrid>
        </SectionCard>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={locked || !form.isDirty()}
            data-testid="save-limits"
          >
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
