import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/messages';
import type { StepFieldsProps } from '../editor';

/** Webhook step: the URL the prospect is posted to. */
export default function WebhookStepFields({ step, onChange, error }: StepFieldsProps) {
  const { t } = useTranslation('campaigns');
  return (
    <TextInput
      label={t('builder.webhookUrl')}
      placeholder="https://hooks.example.com/leadloop"
      value={step.url ?? ''}
      onChange={(e) => onChange({ ...step, url: e.currentTarget.value.trim() })}
      error={error ? translateMessage(error) : null}
    />
  );
}
