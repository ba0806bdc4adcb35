import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { crmNameSchema, probabilitySchema } from '@leadloop/domain/crm/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useCreateStage, useDeleteStage, useUpdateStage } from '../api/crm';
import type { BoardColumn } from '../types';

const firstError =
  (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }) =>
  (value: unknown) => {
    const r = schema.safeParse(value);
    return r.success ? null : translateMessage(r.error?.issues[0]?.message);
  };

/** New stage (at `order`) or a stage's name and probability (001 §5 texts). */
export function StageModal({
  pipelineId,
  stage,
  order,
  onClose,
}: {
  pipelineId: string;
  stage?: BoardColumn;
  order: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('crm');
  const create = useCreateStage();
  const update = useUpdateStage();
  const form = useForm<{ name: string; probability: number | string }>({
    mode: 'controlled',
    initialValues: { name: stage?.name ?? '', probability: stage?.probability ?? 50 },
    validate: { name: firstError(crmNameSchema), probability: firstError(probabilitySchema) },
  });
  const submit = form.onSubmit(async (values) => {
    const body = { name: values.name, pipeline_id: pipelineId, probability: Number(values.probability) };
    try {
      if (stage) await update.mutateAsync({ _id: stage._id, ...body });
      else await create.mutateAsync({ ...body, order });
      notify.success(stage ? t('stageSaved') : t('stageCreated'));
      onClose();
    } catch (error) {
      notify.error(error);
    }
  });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{stage ? t('editStage') : t('addStage')}</Text>}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('stageName')} required data-autofocus {...form.getInputProps('name')} />
          <NumberInput
            label={t('probability')}
            description={t('probabilityHint')}
            suffix=" %"
            min={1}
            max={100}
            {...form.getInputProps('probability')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {stage ? t('save') : t('create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Deleting a stage asks where its deals go (001 §7 stage_to_move). */
export function DeleteStageModal({
  stage,
  stages,
  onClose,
}: {
  stage: BoardColumn;
  stages: BoardColumn[];
  onClose: () => void;
}) {
  const { t } = useTranslation('crm');
  const others = stages.filter((s) => s._id !== stage._id);
  const [target, setTarget] = useState<string | null>(others[0]?._id ?? null);
  const remove = useDeleteStage();
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={700}>{t('deleteStageTitle', { name: stage.name })}</Text>}
    >
      <Stack>
        <Text size="sm">
          {stage.deals_count ? t('deleteStageText', { count: stage.deals_count }) : t('deleteStageEmpty')}
        </Text>
        <Select
          label={t('moveDealsTo')}
          data={others.map((s) => ({ value: s._id, label: s.name }))}
          value={target}
          onChange={setTarget}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            disabled={!target}
            loading={remove.isPending}
            onClick={() =>
              target &&
              remove.mutate(
                { _id: stage._id, stage_to_move: target },
                {
                  onSuccess: () => {
                    notify.success(t('stageDeleted'));
                    onClose();
                  },
                  onError: notify.error,
                },
              )
            }
          >
            {t('deleteStage')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
