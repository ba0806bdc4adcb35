import { useState } from 'react';
import { Badge, Button, Group, Menu, Modal, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconHistory, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AssistantAnswer, RewriteMode } from '@leadloop/domain/ai/assistant';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { useRecentPrompts, useRewrite, useSuggestReply } from '../api';

interface Props {
  conversationId: string;
  profileId: string;
  draft: string;
  /** Puts the assistant's text into the composer. */
  onText: (text: string) => void;
}

/** The inbox assistant in the composer: suggest a reply from the thread, rewrite the draft, Recent Prompts. */
export function AssistantMenu({ conversationId, profileId, draft, onText }: Props) {
  const { t } = useTranslation('ai');
  const suggest = useSuggestReply();
  const rewrite = useRewrite();
  const [recentOpen, setRecentOpen] = useState(false);
  const [translateOpen, setTranslateOpen] = useState(false);
  const [language, setLanguage] = useState('');
  const busy = suggest.isPending || rewrite.isPending;

  const done = (answer: AssistantAnswer) => {
    onText(answer.text);
    notify.success(answer.offline ? t('writtenOffline') : t('written'));
  };
  const failed = (error: unknown) => notify.warning(translateError(error));
  const doRewrite = (mode: RewriteMode, lang?: string) =>
    rewrite.mutate(
      { text: draft, mode, profile_id: profileId, ...(lang ? { language: lang } : {}) },
      { onSuccess: done, onError: failed },
    );

  return (
    <>
      <Menu position="top-start" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="light"
            color="violet"
            loading={busy}
            leftSection={<IconSparkles size={14} />}
            data-testid="ai-assistant"
          >
            {t('assistant')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => suggest.mutate(conversationId, { onSuccess: done, onError: failed })}>
            {t('suggestReply')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('rewriteDraft')}</Menu.Label>
          <Menu.Item disabled={!draft.trim()} onClick={() => doRewrite('shorter')}>
            {t('shorter')}
          </Menu.Item>
          <Menu.Item disabled={!draft.trim()} onClick={() => doRewrite('friendlier')}>
            {t('friendlier')}
          </Menu.Item>
          <Menu.Item disabled={!draft.trim()} onClick={() => setTranslateOpen(true)}>
            {t('translate')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconHistory size={14} />} onClick={() => setRecentOpen(true)}>
            {t('recentPrompts')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={translateOpen} onClose={() => setTranslateOpen(false)} title={t('translate')} centered>
        <Stack>
          <TextInput
            label={t('language')}
            placeholder={t('languageHint')}
            value={language}
            onChange={(e) => setLanguage(e.currentTarget.value)}
            maxLength={40}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button
              disabled={!language.trim()}
              onClick={() => {
                setTranslateOpen(false);
                doRewrite('translate', language.trim());
              }}
            >
              {t('translate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {recentOpen && <RecentPromptsModal onClose={() => setRecentOpen(false)} onUse={onText} />}
    </>
  );
}

const STATUS_COLORS = { running: 'blue', done: 'teal', failed: 'red', timeout: 'yellow' } as const;

/** Recent Prompts: the user's AI requests, with answers that came after they stopped waiting. */
export function RecentPromptsModal({
  onClose,
  onUse,
}: {
  onClose: () => void;
  onUse?: (text: string) => void;
}) {
  const { t } = useTranslation('ai');
  const prompts = useRecentPrompts(true);
  const items = prompts.data?.items ?? [];
  return (
    <Modal opened onClose={onClose} title={t('recentPrompts')} size="lg" centered>
      <ScrollArea.Autosize mah="60vh">
        <Stack gap="sm" data-testid="recent-prompts">
          {prompts.isPending && <Text c="dimmed">{t('loading')}</Text>}
          {prompts.isError && <Text c="red">{t('loadError')}</Text>}
          {prompts.isSuccess && !items.length && <Text c="dimmed">{t('noPrompts')}</Text>}
          {items.map((p) => (
            <Paper key={p._id} withBorder p="sm" radius="md">
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  {t(`kinds.${p.kind}`)} · {new Date(p.created_at).toLocaleString()}
                </Text>
                <Badge size="xs" variant="light" color={STATUS_COLORS[p.status]}>
                  {t(`statuses.${p.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {p.input_preview}
              </Text>
              {p.output && (
                <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap' }}>
                  {p.output}
                </Text>
              )}
              {p.error && (
                <Text size="xs" c="red" mt={6}>
                  {p.error}
                </Text>
              )}
              {p.output && onUse && p.kind !== 'company_research' && (
                <Group justify="flex-end" mt={6}>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => {
                      onUse(p.output!);
                      onClose();
                    }}
                  >
                    {t('useText')}
                  </Button>
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Modal>
  );
}
