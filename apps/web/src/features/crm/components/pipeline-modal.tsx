import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { crmNameSchema } from '@leadloop/domain/crm/rules';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useCreatePipeline, useRenamePipeline } from '../api/crm';
import type { Pipeline } from '../types';

const nameError = (value: string) => {
  const r = crmNameSchema.safeParse(value);
  return r.success ? null : translateMessage(r.error.issues[0]?.message);
};

/** New pipeline (name and its first stages, in order) or a new name for one. */
export function PipelineModal({
  mode,
  pipeline,
  onClose,
  onCreated,
}: {
  mode: 'create' | 'rename';
  pipeline?: Pipeline;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('crm');
  const create = useCreatePipeline();
  const rename = useRenamePipeline();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: pipeline?.name ?? '',
      stages:
        mode === 'create' ? [t('stageDefault.lead'), t('stageDefault.qualified'), t('stageDefault.won')] : [],
    },
    validate: (values) => ({
      name: nameError(values.name),
      ...Object.fromEntries(values.stages.map((stage, i) => [`stages.${i}`, nameError(stage)])),
    }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      if (mode === 'rename' && pipeline) {
        await rename.mutateAsync({ _id: pipeline._id, name: values.name });
        notify.success(t('pipelineRenamed'));
      } else {
        const created = await create.mutateAsync({ name: values.name, stages: values.stages });
        notify.success(t('pipelineCreated', { name: created.name }));
        onCreated(created._id);
      }
      onClose();
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={700}>{mode === 'create' ? t('createPipeline') : t('renamePipeline')}</Text>}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('pipelineName')} data-autofocus required {...form.getInputProps('name')} />
          {mode === 'create' && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('stages')}
              </Text>
              {form.values.stages.map((_, i) => (
                <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    aria-label={t('stageN', { n: i + 1 })}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`stages.${i}`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('removeStageN', { n: i + 1 })}
                    disabled={form.values.stages.length < 2}
                    onClick={() => form.removeListItem('stages', i)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => form.insertListItem('stages', '')}
                data-testid="add-stage-row"
              >
                {t('addStage')}
              </Button>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || rename.isPending}>
              {mode === 'create' ? t('create') : t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
