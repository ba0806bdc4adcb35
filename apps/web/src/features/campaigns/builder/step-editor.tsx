import { Suspense } from 'react';
import { Group, NumberInput, Stack, Switch, Tabs, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { templateChannelOfStep } from '@leadloop/domain/templates/limits';
import { parseTemplate, VIDEO_PLACEHOLDER } from '@leadloop/domain/campaigns/placeholders';
import { TemplatePicker, type Template } from '../../templates';
import { VideoPicker } from '../../videos';
import { hasSubject, hasText, STEP_KINDS } from '../lib/step-catalog';
import type { CampaignStep, StepVariant } from '../types';
import { STEP_EDITORS } from '../steps';
import { PlaceholderInput } from './placeholder-input';
import { AiStepTools } from './ai-step-tools';

interface Props {
  step: CampaignStep;
  onChange: (step: CampaignStep) => void;
  error?: string | null;
  /** The A/B variant the error belongs to (0 or 1), when the step has two. */
  errorVariant?: number;
  /** The first step runs as soon as a prospect enters: no delay before it. */
  isFirst?: boolean;
}

/** The fields of one step: delay, texts (with an optional B variant), thread, URL or condition. */
export function StepEditor({ step, onChange, error, errorVariant, isFirst }: Props) {
  const { t } = useTranslation('campaigns');
  const info = STEP_KINDS[step.type];
  // The step's own fields and rules come from its editor (steps/registered.ts), loaded with its folder.
  const editor = STEP_EDITORS[step.type] ?? {};
  const { Fields, TextTools } = editor;
  const fields = Fields && (
    <Suspense fallback={null}>
      <Fields step={step} onChange={onChange} error={error} />
    </Suspense>
  );
  const set = (patch: Partial<CampaignStep>) => onChange({ ...step, ...patch });

  const variantA: StepVariant = { subject: step.subject, content: step.content ?? '' };
  const variants = step.variants;
  const setVariant = (index: 0 | 1, patch: Partial<StepVariant>) => {
    if (!variants) return set(index === 0 ? patch : {});
    const next: [StepVariant, StepVariant] = [{ ...variants[0] }, { ...variants[1] }];
    next[index] = { ...next[index], ...patch };
    onChange({ ...step, variants: next, subject: next[0].subject, content: next[0].content });
  };
  const toggleAb = (on: boolean) =>
    onChange(
      on
        ? { ...step, variants: [variantA, { subject: step.subject, content: '' }] }
        : { ...step, variants: undefined },
    );

  const templateChannel = templateChannelOfStep(step.type);
  /** A template fills an empty text; a text already written keeps its words and gets the template after it. */
  const applyTemplate = (index: 0 | 1, v: StepVariant, tpl: Template) =>
    setVariant(index, {
      content: v.content.trim() ? `${v.content.trimEnd()}\n\n${tpl.text}` : tpl.text,
      ...(hasSubject(step.type) && tpl.subject && !v.subject?.trim() ? { subject: tpl.subject } : {}),
    });

  /** One video per message: a text that holds one gets the picked video in its place, else at the cursor. */
  const pickVideo = (index: 0 | 1, v: StepVariant, id: string, insert: (name: string) => void) => {
    const held = parseTemplate(v.content).placeholders.find((p) => p.name === VIDEO_PLACEHOLDER);
    if (!held) return insert(`${VIDEO_PLACEHOLDER}:${id}`);
    setVariant(index, {
      content: `${v.content.slice(0, held.start)}{${VIDEO_PLACEHOLDER}:${id}}${v.content.slice(held.end)}`,
    });
  };

  const textFields = (index: 0 | 1) => {
    const v = variants ? variants[index] : variantA;
    const heldVideo = parseTemplate(v.content)
      .placeholders.find((p) => p.name === VIDEO_PLACEHOLDER)
      ?.fallback?.trim();
    return (
      <Stack gap="sm">
        {hasSubject(step.type) && !editor.hidesSubject?.(step) && (
          <TextInput
            label={t('builder.subject')}
            value={v.subject ?? ''}
            maxLength={info.subjectMax}
            onChange={(e) => setVariant(index, { subject: e.currentTarget.value })}
          />
        )}
        <PlaceholderInput
          label={t(editor.textLabel ?? 'builder.text')}
          value={v.content}
          max={info.textMax}
          onChange={(content) => setVariant(index, { content })}
          error={!variants || errorVariant === undefined || errorVariant === index ? error : null}
          testId={`step-text-${step.id}-${index === 0 ? 'a' : 'b'}`}
          action={(insert) =>
            // a message sent to the prospect (note, message, InMail, email): templates and videos fit it
            templateChannel && (
              <>
                <Suspense fallback={null}>
                  <VideoPicker
                    current={heldVideo ?? null}
                    onPick={(video) => pickVideo(index, v, video._id, insert)}
                  />
                </Suspense>
                <TemplatePicker channel={templateChannel} onPick={(tpl) => applyTemplate(index, v, tpl)} />
              </>
            )
          }
        />
        <AiStepTools step={step} variant={v} onText={(patch) => setVariant(index, patch)} />
        {TextTools && (
          <Suspense fallback={null}>
            <TextTools step={step} variant={v} />
          </Suspense>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="sm">
      {!isFirst && !editor.noDelay && (
        <Group gap="sm" align="flex-end">
          <NumberInput
            label={t('builder.waitDays')}
            min={0}
            max={365}
            w={120}
            value={step.delay_days}
            onChange={(v) => set({ delay_days: Number(v) || 0 })}
          />
          <NumberInput
            label={t('builder.waitHours')}
            min={0}
            max={23}
            w={120}
            value={step.delay_hours}
            onChange={(v) => set({ delay_hours: Number(v) || 0 })}
          />
        </Group>
      )}
      {editor.fieldsFirst && fields}
      {hasText(step.type) &&
        (variants ? (
          <Tabs defaultValue={errorVariant === 1 ? 'b' : 'a'} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="a">{t('builder.variantA')}</Tabs.Tab>
              <Tabs.Tab
                value="b"
                color={error && errorVariant === 1 ? 'red' : undefined}
                c={error && errorVariant === 1 ? 'red' : undefined}
              >
                {t('builder.variantB')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="a" pt="sm">
              {textFields(0)}
            </Tabs.Panel>
            <Tabs.Panel value="b" pt="sm">
              {textFields(1)}
            </Tabs.Panel>
          </Tabs>
        ) : (
          textFields(0)
        ))}
      {info.ab && (
        <Switch
          label={t('builder.abTest')}
          description={t('builder.abTestHint')}
          checked={Boolean(variants)}
          onChange={(e) => toggleAb(e.currentTarget.checked)}
        />
      )}
      {!editor.fieldsFirst && fields}
    </Stack>
  );
}
