import { useState } from 'react';
import { Button, Group, Menu, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  BUILDER_GOAL_MAX,
  type BuilderSequenceAnswer,
  type BuilderTextStep,
} from '@leadloop/domain/ai/builder';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { useAssistSequence, useAssistStep } from '../builder-api';

/** A goal asked in a small dialog (the assistant writes from it). */
function GoalModal({
  title,
  opened,
  busy,
  onClose,
  onSubmit,
  withChannel,
}: {
  title: string;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (goal: string, channel: 'network' | 'email') => void;
  withChannel?: boolean;
}) {
  const { t } = useTranslation('ai');
  const [goal, setGoal] = useState('');
  const [channel, setChannel] = useState<'network' | 'email'>('network');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Textarea
          label={t('builder.goal')}
          description={t('builder.goalHint')}
          value={goal}
          onChange={(e) => setGoal(e.currentTarget.value)}
          maxLength={BUILDER_GOAL_MAX}
          autosize
          minRows={2}
          data-autofocus
          data-testid="ai-builder-goal"
        />
        {withChannel && (
          <SegmentedControl
            value={channel}
            onChange={(v) => setChannel(v as 'network' | 'email')}
            data={[
              { value: 'network', label: t('builder.network') },
              { value: 'email', label: t('builder.email') },
            ]}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('builder.costHint')}
        </Text>
        <Group justify="flex-end">
          <Button
            color="violet"
            loading={busy}
            disabled={goal.trim().length < 3}
            onClick={() => onSubmit(goal.trim(), channel)}
            data-testid="ai-builder-submit"
          >
            {t('builder.write')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The builder assistant on a step: write its text from a goal, or improve the text written. */
export function StepAssistant({
  type,
  text,
  onText,
}: {
  type: BuilderTextStep;
  text: string;
  onText: (text: string, subject: string | null) => void;
}) {
  const { t } = useTranslation('ai');
  const assist = useAssistStep();
  const [goalOpen, setGoalOpen] = useState(false);
  const done = (answer: { text: string; subject: string | null; offline: boolean }) => {
    setGoalOpen(false);
    onText(answer.text, answer.subject);
    notify.success(answer.offline ? t('builder.writtenOffline') : t('written'));
  };
  const failed = (error: unknown) => notify.warning(translateError(error));
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant="light"
            color="violet"
            loading={assist.isPending}
            leftSection={<IconSparkles size={12} />}
            data-testid="ai-step-assistant"
          >
            {t('assistant')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setGoalOpen(true)}>{t('builder.writeStep')}</Menu.Item>
          <Menu.Item
            disabled={!text.trim()}
            onClick={() =>
              assist.mutate({ type, mode: 'improve', text }, { onSuccess: done, onError: failed })
            }
          >
            {t('builder.improveStep')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {goalOpen && (
        <GoalModal
          title={t('builder.writeStep')}
          opened
          busy={assist.isPending}
          onClose={() => setGoalOpen(false)}
          onSubmit={(goal) =>
            assist.mutate({ type, mode: 'write', goal }, { onSuccess: done, onError: failed })
          }
        />
      )}
    </>
  );
}

/** "Generate a sequence from a goal": the assistant's steps are added to the campaign. */
export function SequenceAssistant({ onSteps }: { onSteps: (steps: BuilderSequenceAnswer['steps']) => void }) {
  const { t } = useTranslation('ai');
  const assist = useAssistSequence();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        color="violet"
        leftSection={<IconSparkles size={16} />}
        onClick={() => setOpen(true)}
        data-testid="ai-sequence-assistant"
      >
        {t('builder.generateSequence')}
      </Button>
      {open && (
        <GoalModal
          title={t('builder.generateSequence')}
          opened
          withChannel
          busy={assist.isPending}
          onClose={() => setOpen(false)}
          onSubmit={(goal, channel) =>
            assist.mutate(
              { goal, channel },
              {
                onSuccess: (answer) => {
                  setOpen(false);
                  onSteps(answer.steps);
                  notify.success(answer.offline ? t('builder.writtenOffline') : t('written'));
                },
                onError: (error) => notify.warning(translateError(error)),
              },
            )
          }
        />
      )}
    </>
  );
}
