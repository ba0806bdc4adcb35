import { Button, Checkbox, Menu, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COLUMNS, type ColumnKey } from '../lib/columns';

/** Which columns show (kept in local storage by the page). */
export function ColumnChooser({
  value,
  onChange,
}: {
  value: ColumnKey[];
  onChange: (next: ColumnKey[]) => void;
}) {
  const { t } = useTranslation('prospects');
  const toggle = (key: ColumnKey, on: boolean) =>
    onChange(COLUMNS.filter((c) => (c === key ? on : value.includes(c))));
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          {t('columnsButton')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={8} p="xs">
          {COLUMNS.map((key) => (
            <Checkbox
              key={key}
              label={t(`columns.${key}`)}
              checked={value.includes(key)}
              disabled={value.length === 1 && value.includes(key)}
              onChange={(e) => toggle(key, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
