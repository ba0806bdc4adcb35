import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LabelType } from '@leadloop/domain/labels/enums';
import { useLabels } from '../api/fetch-labels';

interface Props extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> {
  value: string[];
  onChange: (ids: string[]) => void;
  /** Only labels of this type (001 §3 Label type), e.g. template labels. */
  type?: LabelType;
}

/** Chooses labels by name (the workspace's shared labels and the user's own). */
export function LabelPicker({ value, onChange, type, ...props }: Props) {
  const { t } = useTranslation('labels');
  const labels = useLabels();
  return (
    <MultiSelect
      searchable
      clearable
      placeholder={value.length ? undefined : t('choose')}
      nothingFoundMessage={t('noneFound')}
      data={(labels.data ?? [])
        .filter((l) => !type || l.type === type)
        .map((l) => ({ value: l._id, label: l.name }))}
      value={value}
      onChange={onChange}
      {...props}
    />
  );
}
