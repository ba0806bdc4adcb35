import { Group, NumberInput, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, PRIORITY_NAMES, TASK_TYPES, type TaskType } from '@leadloop/domain/tasks/enums';
import type { CampaignStep } from '../../types';

type TaskSettings = NonNullable<CampaignStep['task']>;
type StepPriority = NonNullable<TaskSettings['priority']>;

/** Manual task step: the task's type, priority and due delay (its name is the step's text). */
export default function TaskStepFields({
  step,
  onChange,
}: {
  step: CampaignStep;
  onChange: (step: CampaignStep) => void;
}) {
  const { t } = useTranslation('campaigns');
  const task = step.task ?? {};
  const set = (patch: Partial<TaskSettings>) => onChange({ ...step, task: { ...task, ...patch } });
  return (
    <>
      <Group grow gap="sm" align="flex-start">
        <Select
          label={t('builder.taskType')}
          allowDeselect={false}
          data={TASK_TYPES.map((type) => ({ value: type, label: t(`tasks:type.${type}`) }))}
          value={task.type ?? 'follow_up'}
          onChange={(v) => set({ type: (v ?? 'follow_up') as TaskType })}
        />
        <Select
          label={t('builder.taskPriority')}
          allowDeselect={false}
          data={PRIORITY_NAMES.map((name) => ({
            value: String(PRIORITIES[name]),
            label: t(`tasks:priority.${name}`),
          }))}
          value={String(task.priority ?? PRIORITIES.no_priority)}
          onChange={(v) => set({ priority: Number(v ?? PRIORITIES.no_priority) as StepPriority })}
        />
      </Group>
      <NumberInput
        label={t('builder.taskDueDays')}
        description={t('builder.taskDueDaysHint')}
        min={0}
        max={90}
        allowDecimal={false}
        value={task.due_days ?? 0}
        onChange={(v) => set({ due_days: typeof v === 'number' ? v : 0 })}
      />
      <Text size="xs" c="dimmed">
        {t('builder.taskAssigneeHint')}
      </Text>
    </>
  );
}
