import { useMemo } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { useReviewQueue } from '../api/drafts';
import { DraftCard } from '../components/draft-card';

/** /ai-knowledge/review: the AI Employees' drafts waiting for a person, escalations, and sends in their undo window. */
export function AiKnowledgePage() {
  const { t } = useTranslation('ai-knowledge');
  const queue = useReviewQueue();
  // When this answer arrived: the countdowns run from the server's `now` plus the time since.
  const receivedAt = useMemo(() => Date.now(), [queue.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Stack gap="md" maw={960} w="100%" mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('subtitle')}
        </Text>
      </div>
      {queue.isPending ? (
        <PageState kind="loading" />
      ) : queue.isError ? (
        <PageState
          kind="error"
          title={t('error')}
          action={<Button onClick={() => queue.refetch()}>{t('retry')}</Button>}
        />
      ) : queue.data.items.length === 0 ? (
        <PageState kind="empty" title={t('empty')} description={t('emptyHint')} />
      ) : (
        queue.data.items.map((draft) => (
          <DraftCard key={draft._id} draft={draft} serverNow={queue.data.now} receivedAt={receivedAt} />
        ))
      )}
    </Stack>
  );
}
