import { MultiSelect, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AI_LANGUAGES, AI_TONES, COMPANY_SIZES } from '@leadloop/domain/ai/enums';
import { cleanPastedText } from '@leadloop/domain/ai/rules';
import type { WizardValues } from './state';

export interface StepProps {
  values: WizardValues;
  set: (next: WizardValues) => void;
}

type Tag = { name: string; value: string };
const tags = (list: Tag[] | undefined) => (list ?? []).map((t) => t.value);
const toTags = (values: string[]): Tag[] => [...new Set(values)].map((v) => ({ name: v, value: v }));

/**
 * 001 §5 magic inputs: pasted text loses its line breaks and is trimmed; Enter is blocked. The wizard does not
 * cut at 250 characters — it says so ('Max field length is 250 characters.').
 */
export function MagicInput(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
  multiline?: boolean;
}) {
  const common = {
    label: props.label,
    value: props.value,
    'data-testid': props.testId,
    onPaste: (e: React.ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      e.preventDefault();
      props.onChange(cleanPastedText(`${props.value}${e.clipboardData.getData('text')}`));
    },
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Enter') e.preventDefault();
    },
  };
  return props.multiline ? (
    <Textarea {...common} autosize minRows={2} onChange={(e) => props.onChange(e.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(e) => props.onChange(e.currentTarget.value)} />
  );
}

/** Targeting: job titles (required), industries, company sizes; the country is read-only (only USA now). */
export function TargetingStep({ values, set }: StepProps) {
  const { t } = useTranslation('ai-employees');
  const tg = values.targeting;
  return (
    <Stack>
      <TagsInput
        label={t('wizard.jobTitles')}
        description={t('wizard.tagsHint')}
        value={tags(tg.job_title)}
        onChange={(v) => set({ ...values, targeting: { ...tg, job_title: toTags(v) } })}
        data-testid="targeting-job-titles"
      />
      <TagsInput
        label={t('wizard.industries')}
        value={tags(tg.industry)}
        onChange={(v) => set({ ...values, targeting: { ...tg, industry: toTags(v) } })}
      />
      <MultiSelect
        label={t('wizard.companySize')}
        data={COMPANY_SIZES.map((s) => ({ value: String(s.code), label: s.label }))}
        value={tags(tg.employee_count)}
        onChange={(v) =>
          set({
            ...values,
            targeting: {
              ...tg,
              employee_count: v.map((code) => ({
                name: COMPANY_SIZES.find((s) => String(s.code) === code)!.label,
                value: code,
              })),
            },
          })
        }
      />
      <TextInput label={t('wizard.country')} value={tg.country?.[0]?.name ?? ''} readOnly />
    </Stack>
  );
}

/** Objective: problem, solution, reason to contact, language and tone. */
export function ObjectiveStep({ values, set }: StepProps) {
  const { t } = useTranslation('ai-employees');
  const o = values.objective;
  const field = (key: 'problem' | 'solution' | 'contact_reason') => (
    <MagicInput
      multiline
      label={t(`wizard.objective.${key}`)}
      value={o[key]}
      onChange={(v) => set({ ...values, objective: { ...o, [key]: v } })}
      testId={`objective-${key}`}
    />
  );
  return (
    <Stack>
      {field('problem')}
      {field('solution')}
      {field('contact_reason')}
      <Select
        label={t('wizard.objective.language')}
        data={AI_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        value={o.language}
        onChange={(v) => set({ ...values, objective: { ...o, language: v ?? '' } })}
        allowDeselect={false}
      />
      <Select
        label={t('wizard.objective.tone')}
        data={AI_TONES.map((l) => ({ value: l, label: t(`tones.${l}`) }))}
        value={o.tone}
        onChange={(v) => set({ ...values, objective: { ...o, tone: v ?? '' } })}
        allowDeselect={false}
      />
    </Stack>
  );
}
