import { ActionIcon, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AI_CASES_MAX, AI_FREE_VALUES_MAX, AI_QA_MAX } from '@leadloop/domain/ai/rules';
import { MagicInput, type StepProps } from './fields';
import { newCase, newValue } from './state';

const replace = <T,>(list: T[], i: number, item: T) => list.map((x, j) => (j === i ? item : x));
const without = <T,>(list: T[], i: number) => list.filter((_, j) => j !== i);

/** Case studies (at most 3): whom, problem, solution and a link that may be switched off. */
export function CasesStep({ values, set }: StepProps) {
  const { t } = useTranslation('ai-employees');
  return (
    <Stack>
      {values.cases.map((c, i) => (
        <Card key={i} withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={500}>{t('wizard.cases.item', { n: i + 1 })}</Text>
            <ActionIcon
              variant="subtle"
              aria-label={t('wizard.remove')}
              onClick={() =>
                set({ ...values, cases: without(values.cases, i), case_links: without(values.case_links, i) })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <Stack gap="xs">
            {(['whom', 'problem', 'solution'] as const).map((key) => (
              <MagicInput
                key={key}
                label={t(`wizard.cases.${key}`)}
                value={c[key]}
                onChange={(v) => set({ ...values, cases: replace(values.cases, i, { ...c, [key]: v }) })}
                testId={`case-${i}-${key}`}
              />
            ))}
            <Switch
              label={t('wizard.withLink')}
              checked={values.case_links[i] ?? true}
              onChange={(e) =>
                set({ ...values, case_links: replace(values.case_links, i, e.currentTarget.checked) })
              }
            />
            {(values.case_links[i] ?? true) && (
              <MagicInput
                label={t('wizard.link')}
                value={c.link ?? ''}
                onChange={(v) => set({ ...values, cases: replace(values.cases, i, { ...c, link: v }) })}
                testId={`case-${i}-link`}
              />
            )}
          </Stack>
        </Card>
      ))}
      {values.cases.length < AI_CASES_MAX && (
        <Button
          variant="default"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            set({ ...values, cases: [...values.cases, newCase()], case_links: [...values.case_links, true] })
          }
        >
          {t('wizard.cases.add')}
        </Button>
      )}
    </Stack>
  );
}

/** Free values (at most 3): type, how to get it, impact and a link that may be switched off. */
export function FreeValueStep({ values, set }: StepProps) {
  const { t } = useTranslation('ai-employees');
  return (
    <Stack>
      {values.free_value.map((f, i) => (
        <Card key={i} withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={500}>{t('wizard.freeValue.item', { n: i + 1 })}</Text>
            <ActionIcon
              variant="subtle"
              aria-label={t('wizard.remove')}
              onClick={() =>
                set({
                  ...values,
                  free_value: without(values.free_value, i),
                  value_links: without(values.value_links, i),
                })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <Stack gap="xs">
            {(['type', 'how_to_get', 'impact'] as const).map((key) => (
              <MagicInput
                key={key}
                label={t(`wizard.freeValue.${key}`)}
                value={f[key]}
                onChange={(v) =>
                  set({ ...values, free_value: replace(values.free_value, i, { ...f, [key]: v }) })
                }
                testId={`value-${i}-${key}`}
              />
            ))}
            <Switch
              label={t('wizard.withLink')}
              checked={values.value_links[i] ?? true}
              onChange={(e) =>
                set({ ...values, value_links: replace(values.value_links, i, e.currentTarget.checked) })
              }
              data-testid={`value-${i}-link-switch`}
            />
            {(values.value_links[i] ?? true) && (
              <MagicInput
                label={t('wizard.link')}
                value={f.link ?? ''}
                onChange={(v) =>
                  set({ ...values, free_value: replace(values.free_value, i, { ...f, link: v }) })
                }
                testId={`value-${i}-link`}
              />
            )}
          </Stack>
        </Card>
      ))}
      {values.free_value.length < AI_FREE_VALUES_MAX && (
        <Button
          variant="default"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            set({
              ...values,
              free_value: [...values.free_value, newValue()],
              value_links: [...values.value_links, true],
            })
          }
        >
          {t('wizard.freeValue.add')}
        </Button>
      )}
    </Stack>
  );
}

/** Q&A (at most 10): question and answer. */
export function FaqStep({ values, set }: StepProps) {
  const { t } = useTranslation('ai-employees');
  return (
    <Stack>
      {values.faq.map((q, i) => (
        <Card key={i} withBorder padding="sm">
          <Group align="flex-end" wrap="nowrap">
            <Stack gap="xs" style={{ flex: 1 }}>
              <MagicInput
                label={t('wizard.faq.question')}
                value={q.question}
                onChange={(v) => set({ ...values, faq: replace(values.faq, i, { ...q, question: v }) })}
                testId={`faq-${i}-question`}
              />
              <MagicInput
                multiline
                label={t('wizard.faq.answer')}
                value={q.answer}
                onChange={(v) => set({ ...values, faq: replace(values.faq, i, { ...q, answer: v }) })}
                testId={`faq-${i}-answer`}
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              aria-label={t('wizard.remove')}
              onClick={() => set({ ...values, faq: without(values.faq, i) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      {values.faq.length < AI_QA_MAX && (
        <Button
          variant="default"
          leftSection={<IconPlus size={14} />}
          onClick={() => set({ ...values, faq: [...values.faq, { question: '', answer: '' }] })}
        >
          {t('wizard.faq.add')}
        </Button>
      )}
    </Stack>
  );
}
