import { Button, Menu, Text } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PROSPECT_PLACEHOLDERS,
  RESEARCH_PLACEHOLDERS,
  SENDER_PLACEHOLDERS,
} from '@leadloop/domain/campaigns/placeholders';

/** Every placeholder the domain parser knows (prospect, sender, company research), inserted at the cursor. */
export function PlaceholderMenu({
  onInsert,
  disabled,
}: {
  onInsert: (name: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('templates');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" leftSection={<IconBraces size={14} />} disabled={disabled}>
          {t('editor.insertPlaceholder')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        <Menu.Label>{t('editor.prospect')}</Menu.Label>
        {PROSPECT_PLACEHOLDERS.map((p) => (
          <Menu.Item key={p} onClick={() => onInsert(p)} ff="monospace">
            {`{${p}}`}
          </Menu.Item>
        ))}
        <Menu.Label>{t('editor.sender')}</Menu.Label>
        {SENDER_PLACEHOLDERS.map((p) => (
          <Menu.Item key={p} onClick={() => onInsert(p)} ff="monospace">
            {`{${p}}`}
          </Menu.Item>
        ))}
        <Menu.Label>{t('editor.research')}</Menu.Label>
        {RESEARCH_PLACEHOLDERS.map((p) => (
          <Menu.Item key={p} onClick={() => onInsert(p)} ff="monospace">
            {`{${p}}`}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Text size="xs" c="dimmed" px="sm" py={4} maw={260}>
          {t('editor.fallbackHint')}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}
