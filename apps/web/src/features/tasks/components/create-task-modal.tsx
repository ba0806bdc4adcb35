import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, PRIORITY_NAMES, TASK_TYPES, type TaskType } from '@leadloop/domain/tasks/enums';
import { TASK_INFO_MAX, TASK_MESSAGE_MAX, taskMessageSchema } from '@leadloop/domain/tasks/rules';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useAppSessionContext } from '../../spaces';
import { useCreateTask } from '../api/tasks';
import { defaultDueInput, localInputToIso, memberName } from '../lib';

export interface CreateTaskDefaults {
  prospect?: string;
  prospectName?: string;
  account?: string;
  campaign?: string;
}

interface Values {
  name: string;
  type: TaskType;
  priority: string;
  due: string;
  assignee: string;
  info: string;
}

/** New task: name required (001 §5 "Task message not empty"); due today at 18:00, me, no priority by default. */
export function CreateTaskModal({
  opened,
  onClose,
  defaults = {},
}: {
  opened: boolean;
  onClose: () => void;
  defaults?: CreateTaskDefaults;
}) {
  const { t } = useTranslation('tasks');
  const { user, workspace } = useAppSessionContext();
  const create = useCreateTask();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: '',
      type: 'follow_up',
      priority: String(PRIORITIES.no_priority),
      due: defaultDueInput(),
      assignee: user?._id ?? '',
      info: '',
    },
    validate: {
      name: (value) => {
        const r = taskMessageSchema.safeParse(value);
        return r.success ? null : translateMessage(r.error.issues[0]?.message);
      },
    },
  });
  const members = (workspace?.users ?? []).map((u) => ({
    value: u._id,
    label: u._id === user?._id ? `${memberName(u)} (${t('me')})` : memberName(u),
  }));

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync({
        name: values.name,
        type: values.type,
        priority: Number(values.priority) as 100,
        due_date: localInputToIso(values.due),
        assignee: values.assignee || undefined,
        info: values.info || null,
        prospect: defaults.prospect,
        account: defaults.account,
        campaign: defaults.campaign,
      });
      notify.success(t('created'));
      form.reset();
      onClose();
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('createTitle')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {defaults.prospectName && (
            <Text size="sm" c="dimmed">
              {t('prospect')}: <b>{defaults.prospectName}</b>
            </Text>
          )}
          <TextInput
            label={t('name')}
            placeholder={t('namePlaceholder')}
            required
            maxLength={TASK_MESSAGE_MAX}
            data-autofocus
            data-testid="task-name"
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('typeLabel')}
              allowDeselect={false}
              data={TASK_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
              {...form.getInputProps('type')}
            />
            <Select
              label={t('priorityLabel')}
              allowDeselect={false}
              data={PRIORITY_NAMES.map((name) => ({
                value: String(PRIORITIES[name]),
                label: t(`priority.${name}`),
              }))}
              {...form.getInputProps('priority')}
            />
            <TextInput type="datetime-local" label={t('dueDate')} {...form.getInputProps('due')} />
            <Select
              label={t('assignee')}
              allowDeselect={false}
              searchable
              data={members}
              {...form.getInputProps('assignee')}
            />
          </SimpleGrid>
          <Textarea
            label={t('info')}
            placeholder={t('infoPlaceholder')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={TASK_INFO_MAX}
            {...form.getInputProps('info')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="task-create-submit">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
