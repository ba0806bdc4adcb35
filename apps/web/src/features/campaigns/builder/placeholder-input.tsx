import { useRef, type ReactNode } from 'react';
import { Badge, Group, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AI_PLACEHOLDER,
  AI_VARIABLES,
  parseTemplate,
  PROSPECT_PLACEHOLDERS,
  RESEARCH_PLACEHOLDERS,
  SENDER_PLACEHOLDERS,
} from '@leadloop/domain/campaigns/placeholders';
import { translateMessage } from '../../../lib/messages';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: number;
  multiline?: boolean;
  /** An error from the step rules, shown when the text itself parses. */
  error?: string | null;
  testId?: string;
  /**
   * Shown at the end of the chips row, before the counter (e.g. the templates picker); a function gets the
   * field's insert-at-the-cursor (the video picker's `{video:ID}`).
   */
  action?: ReactNode | ((insert: (name: string) => void) => ReactNode);
}

// `{ai:icebreaker}`: written per prospect by AI before the step is due (issue 19); never sent without it.
const CHIPS = [
  ...PROSPECT_PLACEHOLDERS.slice(0, 7),
  ...SENDER_PLACEHOLDERS.slice(0, 1),
  // issue 36: the research of the prospect's company ({research_summary:fallback} for one never researched)
  RESEARCH_PLACEHOLDERS[0],
  ...AI_VARIABLES.map((v) => `${AI_PLACEHOLDER}:${v}`),
];

/**
 * A message text with placeholder chips that insert at the cursor, a live character counter and the
 * domain parser's problems (unknown names with their position, unbalanced braces) as you type.
 */
export function PlaceholderInput({
  label,
  value,
  onChange,
  max,
  multiline = true,
  error,
  testId,
  action,
}: Props) {
  const { t } = useTranslation('campaigns');
  const ref = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const problem = parseTemplate(value).problems[0];
  const over = max !== undefined && value.length > max;

  const insert = (name: string) => {
    const el = ref.current;
    const token = `{${name}}`;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const shownError = problem ? translateMessage(problem.message) : error ? translateMessage(error) : null;
  const Field = multiline ? Textarea : TextInput;
  return (
    <div>
      <Field
        ref={ref}
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        autosize={multiline ? true : undefined}
        minRows={multiline ? 3 : undefined}
        maxRows={multiline ? 10 : undefined}
        error={shownError}
        data-testid={testId}
        rightSectionWidth={max ? 90 : undefined}
      />
      <Group justify="space-between" mt={6} gap="xs" wrap="wrap">
        <Group gap={6} wrap="wrap">
          {CHIPS.map((name) => (
            <Badge
              key={name}
              component="button"
              type="button"
              variant="light"
              size="sm"
              radius="sm"
              style={{ cursor: 'pointer', textTransform: 'none' }}
              onClick={() => insert(name)}
              aria-label={t('builder.insertPlaceholder', { name })}
            >
              {`{${name}}`}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {typeof action === 'function' ? action(insert) : action}
          {max !== undefined && (
            <Text size="xs" c={over ? 'red' : 'dimmed'} aria-live="polite">
              {t('builder.counter', { used: value.length, max })}
            </Text>
          )}
        </Group>
      </Group>
    </div>
  );
}
