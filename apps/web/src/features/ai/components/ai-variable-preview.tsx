import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AiPreview } from '@leadloop/domain/ai/builder';
import { translateError } from '../../../lib/messages';
import { useApproveAiText, usePreviewAiText, useSampleProspects } from '../builder-api';

interface Props {
  /** The step's text with its `{ai:…}` variables. */
  text: string;
  /** The campaign being edited (unset while a new one is built: previews only, no approval). */
  workflowId?: string;
  nodeId: string;
}

/**
 * The builder's AI preview (issue 19 §4): the step's `{ai:…}` texts written for a sample prospect from
 * their real fields, the whole message as they would get it, Regenerate (another wording) and Approve
 * (for a prospect of this campaign: their step then sends exactly this text). Each preview costs a credit.
 */
export function AiVariablePreview({ text, workflowId, nodeId }: Props) {
  const { t } = useTranslation('ai');
  const samples = useSampleProspects(workflowId);
  const preview = usePreviewAiText();
  const approve = useApproveAiText();
  const [chosen, setChosen] = useState<string | null>(null);
  const [shown, setShown] = useState<AiPreview | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [approvedFor, setApprovedFor] = useState<string | null>(null);
  const items = samples.data?.items ?? [];
  const profileId = chosen ?? items[0]?._id ?? null;

  const run = (next: number) => {
    if (!profileId) return;
    setApprovedFor(null);
    preview.mutate(
      { text, profile_id: profileId, workflow_id: workflowId, node_id: nodeId, attempt: next },
      {
        onSuccess: (answer) => {
          setShown(answer);
          setAttempt(next);
        },
      },
    );
  };
  const onApprove = () => {
    if (!shown || !workflowId) return;
    approve.mutate(
      { workflow_id: workflowId, node_id: nodeId, profile_id: shown.prospect._id, texts: shown.texts },
      { onSuccess: () => setApprovedFor(shown.prospect.name) },
    );
  };
  const error = preview.error ?? approve.error;

  return (
    <Paper withBorder p="sm" radius="md" data-testid="ai-preview">
      <Stack gap="xs">
        <Group gap="xs">
          <IconSparkles size={16} aria-hidden />
          <Text fw={600} size="sm">
            {t('preview.title')}
          </Text>
          <Badge size="xs" variant="light" color="violet">
            {t('preview.cost')}
          </Badge>
        </Group>
        {samples.isPending ? (
          <Text size="sm" c="dimmed">
            {t('loading')}
          </Text>
        ) : samples.isError ? (
          <Text size="sm" c="red">
            {t('loadError')}
          </Text>
        ) : !items.length ? (
          <Text size="sm" c="dimmed" data-testid="ai-preview-empty">
            {t('preview.noSamples')}
          </Text>
        ) : (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('preview.sample')}
              size="xs"
              allowDeselect={false}
              w={260}
              data={items.map((p) => ({
                value: p._id,
                label: [p.name, p.company].filter(Boolean).join(' · '),
              }))}
              value={profileId}
              onChange={(v) => {
                setChosen(v);
                setShown(null);
                setAttempt(0);
              }}
              data-testid="ai-preview-sample"
            />
            <Button
              size="xs"
              variant="light"
              color="violet"
              loading={preview.isPending && !shown}
              onClick={() => run(0)}
              data-testid="ai-preview-run"
            >
              {t('preview.run')}
            </Button>
          </Group>
        )}
        {error && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {translateError(error)}
          </Alert>
        )}
        {shown && (
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              {t('preview.for', { name: shown.prospect.name })}
            </Text>
            <Paper bg="var(--mantine-color-default-hover)" p="xs" radius="sm">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="ai-preview-message">
                {shown.message}
              </Text>
            </Paper>
            {shown.offline && (
              <Text size="xs" c="dimmed">
                {t('preview.offline')}
              </Text>
            )}
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} />}
                loading={preview.isPending}
                onClick={() => run(attempt + 1)}
                data-testid="ai-preview-regenerate"
              >
                {t('preview.regenerate')}
              </Button>
              {shown.approvable && workflowId && (
                <Button
                  size="xs"
                  color="teal"
                  leftSection={<IconCheck size={14} />}
                  loading={approve.isPending}
                  disabled={approvedFor !== null}
                  onClick={onApprove}
                  data-testid="ai-preview-approve"
                >
                  {t('preview.approve')}
                </Button>
              )}
            </Group>
            {!shown.approvable && (
              <Text size="xs" c="dimmed">
                {shown.prospect.in_campaign ? t('preview.alreadyRan') : t('preview.notInCampaign')}
              </Text>
            )}
            {approvedFor && (
              <Text size="sm" c="teal" role="status" data-testid="ai-preview-approved">
                {t('preview.approved', { name: approvedFor })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
