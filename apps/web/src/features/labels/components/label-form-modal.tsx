import { Button, ColorInput, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LABEL_NAME_MAX, labelBodySchema } from '@leadloop/domain/labels/rules';
import { HEX_COLOR_PATTERN } from '@leadloop/domain/common/text';
import { applyServerFieldError, sharedSchemaResolver } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useCreateLabel } from '../api/create-label';
import { useUpdateLabel } from '../api/update-label';
import type { LabelType } from '@leadloop/domain/labels/enums';
import type { Label, LabelInput } from '../types';
import { LabelBadge } from './label-badge';

const SWATCHES = [
  '#fa5252',
  '#e64980',
  '#be4bdb',
  '#7950f2',
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#82c91e',
  '#fab005',
  '#fd7e14',
  '#868e96',
  '#212529',
];

const DEFAULT_COLOR = '#228be6';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The label being edited; null creates one. */
  label: Label | null;
  onSaved?: (label: Label) => void;
  /** The kind of label a new one is (001 §3 Label type): prospects' by default, or templates'. */
  type?: LabelType;
}

/** Create or edit a label: name ≤ 30 and a colour are required (001 §5), with a live preview. */
export function LabelFormModal({ opened, onClose, label, onSaved, type }: Props) {
  const { t } = useTranslation('labels');
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const form = useForm<LabelInput>({
    mode: 'controlled',
    initialValues: {
      name: label?.name ?? '',
      // A real colour to start from (a placeholder that looked like a value made saving fail).
      color: label?.color ?? DEFAULT_COLOR,
      is_shared: label?.is_shared ?? true,
    },
    validate: sharedSchemaResolver(labelBodySchema),
  });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = label
        ? await update.mutateAsync({ _id: label._id, ...values })
        : await create.mutateAsync({ ...values, type });
      notify.success(label ? t('saved') : t('created'));
      onSaved?.(saved);
      form.reset();
      onClose();
    } catch (error) {
      if (!applyServerFieldError(form, error)) notify.error(error);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={label ? t('editTitle') : t('createTitle')}
      size={460}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('name')}
            placeholder={t('namePlaceholder')}
            data-autofocus
            withAsterisk
            description={`${form.values.name.length} / ${LABEL_NAME_MAX}`}
            {...form.getInputProps('name')}
          />
          <ColorInput
            label={t('color')}
            withAsterisk
            swatches={SWATCHES}
            swatchesPerRow={7}
            {...form.getInputProps('color')}
          />
          <Switch
            label={t('shared')}
            description={t('sharedHint')}
            {...form.getInputProps('is_shared', { type: 'checkbox' })}
          />
          <Group justify="space-between" align="center">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('preview')}
              </Text>
              {form.values.name.trim() && HEX_COLOR_PATTERN.test(form.values.color) && (
                <LabelBadge name={form.values.name.trim()} color={form.values.color} />
              )}
            </Group>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {label ? t('save') : t('create')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
