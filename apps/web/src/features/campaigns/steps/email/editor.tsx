import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepFieldsProps } from '../editor';

/** Email step: a new thread, or a reply in the thread of the campaign's previous email. */
export default function EmailStepFields({ step, onChange }: StepFieldsProps) {
  const { t } = useTranslation('campaigns');
  return (
    <SegmentedControl
      value={step.thread ?? 'new'}
      onChange={(v) => onChange({ ...step, thread: v as 'new' | 'reply' })}
      data={[
        { value: 'new', label: t('builder.threadNew') },
        { value: 'reply', label: t('builder.threadReply') },
      ]}
    />
  );
}
