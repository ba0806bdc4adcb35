import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AI_LABELS, type AiLabel } from '@leadloop/domain/ai/enums';
import type { AiLabelledReply } from '@leadloop/domain/ai/assistant';
import { notify } from '../../../lib/notify';
import { useCorrectLabel, useLabelStats, useRecentLabelledReplies } from '../api';

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('ai');
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('loadError')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}

function Loading() {
  const { t } = useTranslation('ai');
  return (
    <Group gap="xs" c="dimmed">
      <Loader size="xs" />
      <Text size="sm">{t('loading')}</Text>
    </Group>
  );
}

/** Per AI label: replies labelled, corrected by users, and the share corrected. */
function LabelStats() {
  const { t } = useTranslation('ai');
  const stats = useLabelStats();
  if (stats.isPending) return <Loading />;
  if (stats.isError) return <Failed onRetry={() => void stats.refetch()} />;
  if (!stats.data.labelled)
    return (
      <Text size="sm" c="dimmed" data-testid="label-stats-empty">
        {t('corrections.noStats')}
      </Text>
    );
  return (
    <Stack gap={4} data-testid="label-stats">
      <Text size="sm">
        {t('corrections.total', { labelled: stats.data.labelled, corrected: stats.data.corrected })}
      </Text>
      {AI_LABELS.filter((l) => stats.data.by_label[l]).map((l) => {
        const { labelled, corrected } = stats.data.by_label[l]!;
        return (
          <Group key={l} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {t(`labels.${l}`)}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('corrections.row', {
                labelled,
                corrected,
                share: Math.round((corrected / labelled) * 100),
              })}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

function ReplyRow({ reply }: { reply: AiLabelledReply }) {
  const { t, i18n } = useTranslation('ai');
  const correct = useCorrectLabel();
  return (
    <Card withBorder radius="sm" p="sm" data-testid="labelled-reply">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} truncate maw="60%">
            {reply.prospect_name || t('corrections.unknownProspect')}
          </Text>
          <Text size="xs" c="dimmed">
            {new Date(reply.created_at).toLocaleDateString(i18n.language)}
          </Text>
        </Group>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {reply.text}
        </Text>
        <Group gap="xs" align="center" wrap="wrap">
          <Select
            size="xs"
            w={220}
            maw="100%"
            allowDeselect={false}
            aria-label={t('correctLabel')}
            data={AI_LABELS.map((l) => ({ value: l, label: t(`labels.${l}`) }))}
            value={reply.label}
            disabled={correct.isPending}
            onChange={(v) =>
              v &&
              v !== reply.label &&
              correct.mutate(
                { id: reply._id, label: v as AiLabel },
                { onSuccess: () => notify.success(t('labelCorrected')), onError: notify.error },
              )
            }
          />
          {reply.corrected && (
            <Badge size="sm" variant="light" color="gray" style={{ textTransform: 'none' }}>
              {t('correctedFrom', { label: t(`labels.${reply.ai_label}`) })}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Issue 36, label corrections (GET /ai/labels/stats, GET /ai/labels/recent, PUT /ai/labels/{id}): how often
 * each AI label was corrected, and the latest labelled replies, each correctable in place.
 */
export function LabelCorrections() {
  const { t } = useTranslation('ai');
  const [filter, setFilter] = useState<AiLabel | null>(null);
  const replies = useRecentLabelledReplies(filter);
  return (
    <Stack gap="md" mt="xl" data-testid="label-corrections">
      <div>
        <Title order={3} size="h4">
          {t('corrections.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('corrections.intro')}
        </Text>
      </div>
      <Card withBorder radius="md" p="md">
        <LabelStats />
      </Card>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Text fw={600}>{t('corrections.recent')}</Text>
        <Select
          size="xs"
          w={200}
          maw="100%"
          clearable
          placeholder={t('corrections.allLabels')}
          aria-label={t('corrections.filter')}
          data={AI_LABELS.map((l) => ({ value: l, label: t(`labels.${l}`) }))}
          value={filter}
          onChange={(v) => setFilter((v as AiLabel | null) ?? null)}
        />
      </Group>
      {replies.isPending ? (
        <Loading />
      ) : replies.isError ? (
        <Failed onRetry={() => void replies.refetch()} />
      ) : !replies.data.items.length ? (
        <Text size="sm" c="dimmed" data-testid="labelled-replies-empty">
          {t('corrections.noReplies')}
        </Text>
      ) : (
        <Stack gap="xs">
          {replies.data.items.map((r) => (
            <ReplyRow key={r._id} reply={r} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
