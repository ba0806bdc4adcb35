import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTemplate, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountTemplateUse, useTemplates } from '../api/templates';
import type { Template, TemplateChannel } from '../types';
import classes from './templates.module.css';

interface Props {
  /** Only templates of this channel fit (a connection note's 200 characters, an InMail's subject…). */
  channel: TemplateChannel;
  onPick: (template: Template) => void;
  size?: 'xs' | 'sm';
  /** An icon button (with a tooltip) where a toolbar is short of room, e.g. the inbox composer. */
  compact?: boolean;
}

/**
 * "Insert a template": the member's templates of one channel (shared and their own), most used first,
 * with a search; picking one hands it to the caller and counts the use.
 */
export function TemplatePicker({ channel, onPick, size = 'xs', compact = false }: Props) {
  const { t } = useTranslation('templates');
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const list = useTemplates({ channel, sort: 'usage', q }, opened);
  const count = useCountTemplateUse();
  const space = new URLSearchParams(window.location.search).get('space');
  const newHref = `/templates/edit/new?channel=${channel}${space ? `&space=${space}` : ''}`;

  const pick = (tpl: Template) => {
    onPick(tpl);
    count.mutate(tpl._id);
    setOpened(false);
    setSearch('');
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={320}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        {compact ? (
          <Tooltip label={t('picker.button')} withinPortal disabled={opened}>
            <ActionIcon
              size={size === 'xs' ? 30 : 36}
              variant="default"
              aria-label={t('picker.button')}
              onClick={() => setOpened((o) => !o)}
              data-testid={`template-picker-${channel}`}
            >
              <IconTemplate size={15} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            size={size}
            variant="default"
            leftSection={<IconTemplate size={14} />}
            onClick={() => setOpened((o) => !o)}
            data-testid={`template-picker-${channel}`}
          >
            {t('picker.button')}
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Stack gap="xs">
          <TextInput
            size="xs"
            placeholder={t('picker.search')}
            aria-label={t('picker.search')}
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-autofocus
          />
          <ScrollArea.Autosize mah={280} type="auto">
            {list.isPending ? (
              <Group justify="center" py="md">
                <Loader size="sm" />
              </Group>
            ) : list.isError ? (
              <Text size="sm" c="red" ta="center" py="sm">
                {t('loadError')}
              </Text>
            ) : list.data.items.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="sm">
                {q ? t('picker.noMatch') : t('picker.none', { channel: t(`channels.${channel}`) })}
              </Text>
            ) : (
              <Stack gap={2}>
                {list.data.items.map((tpl) => (
                  <UnstyledButton
                    key={tpl._id}
                    onClick={() => pick(tpl)}
                    p="xs"
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                    className={classes.pickerItem}
                    data-testid="template-picker-item"
                  >
                    <Group gap={6} wrap="nowrap" justify="space-between">
                      <Text size="sm" fw={600} truncate>
                        {tpl.name}
                      </Text>
                      {tpl.is_shared && <IconUsers size={13} style={{ flexShrink: 0, opacity: 0.6 }} />}
                    </Group>
                    {tpl.subject && (
                      <Text size="xs" fw={500} truncate>
                        {tpl.subject}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {tpl.text}
                    </Text>
                  </UnstyledButton>
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
          <Anchor component={Link} to={newHref} size="xs" ta="center">
            {t('picker.create')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
