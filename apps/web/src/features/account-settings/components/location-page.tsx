import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { proxyRetryCountdown } from '@leadloop/domain/credentials/timing';
import type { UseFormReturnType } from '@mantine/form';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import {
  useRefreshProxy,
  useSetProxy,
  useUpdateCredential,
  useNow,
  LocationStep,
  ScheduleFields,
  customProxyBody,
  useWizardForm,
  validateStep,
  type WizardValues,
  useFeatures,
} from '../../credentials';
import { isFeatureActive } from '@leadloop/domain/tiers/features';
import { useAppSessionContext } from '../../spaces';
import { SectionCard } from './section-card';
import { useSettingsCredential } from './use-settings-credential';

const STAGE_COLORS = { start: 'blue', success: 'teal', fail: 'red' } as const;

/** /settings/location: country and proxy (cloud), time zone and work hours 0–23 (default 9–18). */
export function LocationPage() {
  const { t } = useTranslation('account-settings');
  const credential = useSettingsCredential();
  const form = useWizardForm(credential);
  const { currentSpaceId } = useAppSessionContext();
  const features = useFeatures(currentSpaceId);
  const setProxy = useSetProxy();
  const update = useUpdateCredential();
  const refresh = useRefreshProxy();
  const now = useNow(1000);
  const id = credential._id;
  const cloud = credential.automation_type === 'cloud';
  const stage = credential.setting_proxy?.stage;
  const countdown = proxyRetryCountdown(credential.setting_proxy?.proxy_failed_until ?? null, now);

  const check = (step: 'location' | 'schedule', values: WizardValues) => {
    const errors = validateStep(step, values, {
      existingUsernames: [],
      editing: true,
      proxyOptional: Boolean(credential.custom_proxy?.has_password),
    });
    form.setErrors(errors);
    if (Object.keys(errors).length) notify.warning(translateMessage(MESSAGES.fixAllErrors));
    return Object.keys(errors).length === 0;
  };

  const saveLocation = () => {
    const values = form.values;
    if (!check('location', values)) return;
    const proxy = customProxyBody(values);
    const body = proxy
      ? {
          country_code: values.country_code,
          proxy_type: values.proxy_type,
          ...(values.proxy.password ? { custom_proxy: proxy } : {}),
        }
      : {
          country_code: values.country_code,
          proxy_type: values.proxy_type,
          ...(credential.custom_proxy ? { custom_proxy: null } : {}),
        };
    setProxy.mutate({ id, ...body }, { onSuccess: () => notify.success(t('saved')), onError: notify.error });
  };

  const saveSchedule = () => {
    const values = form.values;
    if (!check('schedule', values)) return;
    update.mutate(
      {
        id,
        timezone: values.timezone,
        work_hours_start: Number(values.work_hours_start),
        work_hours_end: Number(values.work_hours_end),
      },
      { onSuccess: () => notify.success(t('saved')), onError: notify.error },
    );
  };

  return (
    <Stack gap="lg">
      {cloud && (
        <SectionCard
          title={t('location.proxyTitle')}
          description={t('location.proxyText')}
          action={
            stage && (
              <Badge color={STAGE_COLORS[stage]} variant="light" data-testid="proxy-stage">
                {t(`location.stages.${stage}`)}
              </Badge>
            )
          }
        >
          {stage === 'fail' && (
            <Alert color="red" variant="light">
              {t('location.failed', {
                time: countdown >= 60 ? `${Math.ceil(countdown / 60)} min` : `${countdown} s`,
              })}
            </Alert>
          )}
          <LocationStep
            form={form}
            passwordKept={Boolean(credential.custom_proxy?.has_password)}
            residentialAllowed={isFeatureActive(features.data?.features ?? {}, 'allow_residential_proxies')}
            withIntro={false}
          />
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconRefresh size={16} />}
              loading={refresh.isPending}
              onClick={() =>
                refresh.mutate(id, {
                  onSuccess: () => notify.success(t('location.refreshed')),
                  onError: notify.error,
                })
              }
            >
              {t('location.refresh')}
            </Button>
            <Button onClick={saveLocation} loading={setProxy.isPending} data-testid="save-location">
              {t('save')}
            </Button>
          </Group>
        </SectionCard>
      )}
      <SectionCard title={t('location.hoursTitle')} description={t('location.hoursText')}>
        <ScheduleFields
          form={
            form as unknown as UseFormReturnType<
              Pick<WizardValues, 'timezone' | 'work_hours_start' | 'work_hours_end'>
            >
          }
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('location.hoursHint')}
          </Text>
          <Button onClick={saveSchedule} loading={update.isPending} data-testid="save-hours">
            {t('save')}
          </Button>
        </Group>
      </SectionCard>
    </Stack>
  );
}
