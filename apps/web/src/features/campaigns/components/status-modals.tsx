import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Workflow } from '../types';

interface PauseProps {
  workflow: Workflow | null;
  onClose: () => void;
  onConfirm: (pauseAiEmployee: boolean) => void;
  loading: boolean;
}

/** Pause a campaign, optionally with its AI Employee (000 §4). */
export function PauseModal({ workflow, onClose, onConfirm, loading }: PauseProps) {
  const { t } = useTranslation('campaigns');
  const [withAi, setWithAi] = useState(false);
  return (
    <Modal
      opened={Boolean(workflow)}
      onClose={onClose}
      title={t('pause.title', { name: workflow?.name ?? '' })}
      size={460}
    >
      <Stack gap="md">
        <Text size="sm">{t('pause.text')}</Text>
        {workflow?.is_ai_employee && (
          <Checkbox
            label={t('pause.withAi')}
            checked={withAi}
            onChange={(e) => setWithAi(e.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={loading} onClick={() => onConfirm(withAi)}>
            {t('actions.pause')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface ResumeProps {
  workflow: Workflow | null;
  onClose: () => void;
  onConfirm: (fromStepId: string | null) => void;
  loading: boolean;
}

/** Resume a campaign where each prospect stands, or from a chosen step (000 §4). */
export function ResumeModal({ workflow, onClose, onConfirm, loading }: ResumeProps) {
  const { t } = useTranslation('campaigns');
  const [step, setStep] = useState<string>('current');
  const steps = (workflow?.sequences_type === 'smart' ? workflow.sequences_nodes : workflow?.sequence) ?? [];
  return (
    <Modal
      opened={Boolean(workflow)}
      onClose={onClose}
      title={t('resume.title', { name: workflow?.name ?? '' })}
      size={460}
    >
      <Stack gap="md">
        <Select
          label={t('resume.from')}
          allowDeselect={false}
          value={step}
          onChange={(v) => setStep(v ?? 'current')}
          data={[
            { value: 'current', label: t('resume.whereTheyAre') },
            ...steps.map((s, i) => ({ value: s.id, label: `${i + 1}. ${t(`step.${s.type}`)}` })),
          ]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={loading} onClick={() => onConfirm(step === 'current' ? null : step)}>
            {t('actions.resume')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Deleting is asynchronous and can be undone from the deleted view (restore). */
export function DeleteModal({
  workflow,
  onClose,
  onConfirm,
  loading,
}: Omit<PauseProps, 'onConfirm'> & { onConfirm: () => void }) {
  const { t } = useTranslation('campaigns');
  return (
    <Modal
      opened={Boolean(workflow)}
      onClose={onClose}
      title={t('confirmDelete.title', { name: workflow?.name ?? '' })}
      size={460}
    >
      <Stack gap="md">
        <Text size="sm">{t('confirmDelete.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {t('actions.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
