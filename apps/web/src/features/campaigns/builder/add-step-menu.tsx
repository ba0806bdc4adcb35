import { Button, Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STEP_KINDS } from '../lib/step-catalog';
import { BUILDER_STEP_TYPES, type BuilderStepType } from '../types';

interface Props {
  onAdd: (type: BuilderStepType) => void;
  withCondition?: boolean;
  label?: string;
  variant?: string;
  size?: string;
}

/** The step kinds to add, with their icons. */
export function AddStepMenu({ onAdd, withCondition, label, variant = 'light', size = 'sm' }: Props) {
  const { t } = useTranslation('campaigns');
  const types: BuilderStepType[] = withCondition
    ? [...BUILDER_STEP_TYPES, 'condition']
    : [...BUILDER_STEP_TYPES];
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button variant={variant} size={size} leftSection={<IconPlus size={16} />}>
          {label ?? t('builder.addStep')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {types.map((type) => (
          <Menu.Item key={type} leftSection={STEP_KINDS[type].icon} onClick={() => onAdd(type)}>
            {t(`step.${type}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
