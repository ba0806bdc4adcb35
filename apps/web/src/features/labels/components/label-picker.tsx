import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../api/fetch-labels';

interface Props extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> {
  value: string[];
  onChange: (ids: string[]) => void;
}

/** Chooses labels by name (the workspace's shared labels and the user's own). */
export function LabelPicker({ value, onChange, ...props }: Props) {
  const { t } = useTranslation('labels');
  const labels = useLabels();
  return (
    <MultiSelect
      searchable
      clearable
      placeholder={value.length ? undefined : t('choose')}
      nothingFoundMessage={t('noneFound')}
      data={(labels.data ?? []).map((l) => ({ value: l._id, label: l.name }))}
      value={value}
      onChange={onChange}
      {...props}
    />
  );
}
