import { Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconClockExclamation } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WORK_HOURS_WARNING_ABOVE, workHoursLookLong } from '@leadloop/domain/credentials/limits';
import { HOUR_OPTIONS, timezoneOptions } from '../../geo';
import type { WizardValues } from '../use-wizard-form';

/** Step 3 (and settings › location): time zone and work hours 0–23, default 9–17 (packages/domain limits). */
export function ScheduleFields({
  form,
}: {
  form: UseFormReturnType<Pick<WizardValues, 'timezone' | 'work_hours_start' | 'work_hours_end'>>;
}) {
  const { t } = useTranslation('credentials');
  const zones = useMemo(() => timezoneOptions().map((z) => ({ value: z.value, label: z.name })), []);
  const start = Number(form.values.work_hours_start);
  const end = Number(form.values.work_hours_end);
  const hours = end - start;
  return (
    <Stack gap="md">
      <Select
        label={t('fields.timezone')}
        placeholder={t('fields.timezonePlaceholder')}
        data={zones}
        searchable
        limit={80}
        nothingFoundMessage={t('common.noOptions')}
        data-testid="timezone-select"
        {...form.getInputProps('timezone')}
      />
      <Group grow align="flex-start">
        <Select
          label={t('fields.workStart')}
          data={HOUR_OPTIONS}
          allowDeselect={false}
          data-testid="work-start"
          {...form.getInputProps('work_hours_start')}
        />
        <Select
          label={t('fields.workEnd')}
          data={HOUR_OPTIONS}
          allowDeselect={false}
          data-testid="work-end"
          {...form.getInputProps('work_hours_end')}
        />
      </Group>
      {workHoursLookLong(start, end) && (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="long-day-warning">
          <IconClockExclamation
            size={16}
            color="var(--mantine-color-yellow-filled)"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="xs" c="dimmed">
            {t('wizard.schedule.longDay', { hours, max: WORK_HOURS_WARNING_ABOVE })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

export function ScheduleStep({ form }: { form: UseFormReturnType<WizardValues> }) {
  const { t } = useTranslation('credentials');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('wizard.schedule.intro')}
      </Text>
      <ScheduleFields
        form={
          form as unknown as UseFormReturnType<
            Pick<WizardValues, 'timezone' | 'work_hours_start' | 'work_hours_end'>
          >
        }
      />
    </Stack>
  );
}
