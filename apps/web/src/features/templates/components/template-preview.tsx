import { useState } from 'react';
import { Alert, Box, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { renderTemplate } from '@leadloop/domain/campaigns/placeholders';
import type { TemplateChannel } from '../types';
import { EMPTY_PROSPECT, SAMPLE_PROSPECT } from '../lib/sample';
import { ChannelBadge } from './channel-badge';

interface Props {
  channel: TemplateChannel;
  subject: string | null;
  text: string;
  html: string | null;
  /** The first problem of the template (translated), shown instead of a preview that would lie. */
  problem: string | null;
}

/**
 * The template as a prospect receives it: with a sample prospect, or with every field empty so each
 * fallback shows (an empty field without a fallback becomes nothing — visible here, not in a sent message).
 */
export function TemplatePreview({ channel, subject, text, html, problem }: Props) {
  const { t } = useTranslation('templates');
  const [mode, setMode] = useState<'sample' | 'empty'>('sample');
  const values = mode === 'sample' ? SAMPLE_PROSPECT : EMPTY_PROSPECT;
  const renderedSubject = subject ? renderTemplate(subject, values) : '';
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <IconEye size={16} />
            <Text fw={600}>{t('editor.preview')}</Text>
          </Group>
          <ChannelBadge channel={channel} />
        </Group>
        <SegmentedControl
          size="xs"
          fullWidth
          value={mode}
          onChange={(v) => setMode(v as 'sample' | 'empty')}
          data={[
            { value: 'sample', label: t('editor.sampleProspect') },
            { value: 'empty', label: t('editor.emptyFields') },
          ]}
        />
        <Text size="xs" c="dimmed">
          {mode === 'sample' ? t('editor.sampleHint') : t('editor.emptyHint')}
        </Text>
        {problem ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={16} />}
            data-testid="template-problem"
          >
            {problem}
          </Alert>
        ) : !text.trim() && !html?.trim() ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('editor.previewEmpty')}
          </Text>
        ) : (
          <Box
            p="sm"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            data-testid="template-preview"
          >
            {renderedSubject && (
              <Text size="sm" fw={600} mb={6} style={{ overflowWrap: 'anywhere' }}>
                {renderedSubject}
              </Text>
            )}
            {html ? (
              <iframe
                title={t('editor.htmlPreview')}
                sandbox=""
                srcDoc={renderTemplate(html, values)}
                style={{ width: '100%', minHeight: 260, border: 0, background: 'white', borderRadius: 6 }}
              />
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {renderTemplate(text, values)}
              </Text>
            )}
          </Box>
        )}
      </Stack>
    </Card>
  );
}
