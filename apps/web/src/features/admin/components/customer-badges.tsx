import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '../types';

const TYPE_COLORS: Record<AdminCustomer['type'], string> = {
  paid: 'teal',
  unpaid: 'gray',
  unlimited: 'violet',
  sample: 'blue',
  prepaid: 'cyan',
};

export function TypeBadge({ type }: { type: AdminCustomer['type'] }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="light" color={TYPE_COLORS[type]}>
      {t(`type.${type}`)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="dot" color={status === 'active' ? 'teal' : status === 'blocked' ? 'red' : 'gray'}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
