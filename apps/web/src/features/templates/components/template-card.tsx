import { ActionIcon, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconDots, IconEye, IconPencil, IconTrash, IconUser, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabelBadge, type Label } from '../../labels';
import type { Template } from '../types';
import { ChannelBadge } from './channel-badge';

interface Props {
  template: Template;
  labels: Map<string, Label>;
  editHref: string;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One template in the library: channel, name, subject, the text's start, labels, owner and use. */
export function TemplateCard({ template, labels, editHref, onDuplicate, onDelete }: Props) {
  const { t } = useTranslation('templates');
  const shown = template.label_ids.map((id) => labels.get(id)).filter((l): l is Label => Boolean(l));
  return (
    <Card withBorder radius="md" padding="md" data-testid="template-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <ChannelBadge channel={template.channel} />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('actionsFor', { name: template.name })}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component={Link}
                to={editHref}
                leftSection={template.can_edit ? <IconPencil size={14} /> : <IconEye size={14} />}
              >
                {template.can_edit ? t('edit') : t('view')}
              </Menu.Item>
              <Menu.Item leftSection={<IconCopy size={14} />} onClick={onDuplicate}>
                {t('duplicate')}
              </Menu.Item>
              {template.can_edit && (
                <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
                  {t('delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text
          component={Link}
          to={editHref}
          fw={600}
          size="md"
          lineClamp={1}
          style={{ color: 'inherit', textDecoration: 'none' }}
        >
          {template.name}
        </Text>
        {template.subject && (
          <Text size="sm" fw={500} lineClamp={1}>
            {template.subject}
          </Text>
        )}
        <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {template.text}
        </Text>
        {shown.length > 0 && (
          <Group gap={6}>
            {shown.map((l) => (
              <LabelBadge key={l._id} name={l.name} color={l.color} size="sm" />
            ))}
          </Group>
        )}
        <Group justify="space-between" mt="auto" pt="xs" gap="xs" wrap="nowrap">
          <Tooltip label={template.is_shared ? t('sharedHint') : t('personalHint')} withinPortal>
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              {template.is_shared ? <IconUsers size={14} /> : <IconUser size={14} />}
              <Text size="xs" c="dimmed" truncate>
                {template.is_shared
                  ? t('sharedBy', { name: template.author_name ?? t('someone') })
                  : t('personal')}
              </Text>
            </Group>
          </Tooltip>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {t('usedTimes', { count: template.usage_count })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
