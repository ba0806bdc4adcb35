import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingApproval } from '@leadloop/domain/campaigns/entities';
import type { ApprovalDecision } from '../api/approvals';

interface Props {
  item: PendingApproval;
  focused: boolean;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onFocus: () => void;
  onDecide: (approval: ApprovalDecision) => void;
}

/** One step awaiting approval: who, which campaign and step, and the message exactly as it will be sent. */
export function ApprovalItem({ item, focused, selected, busy, onSelect, onFocus, onDecide }: Props) {
  const { t } = useTranslation('approvals');
  const { t: tc } = useTranslation('campaigns');
  const name = item.prospect.full_name || item.prospect.profile_link;
  const about = [item.prospect.position, item.prospect.company].filter(Boolean).join(' · ');
  return (
    <Paper
      withBorder
      p="md"
      data-testid="approval-item"
      data-focused={focused || undefined}
      aria-current={focused || undefined}
      onClick={onFocus}
      style={focused ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <Checkbox
              checked={selected}
              onChange={(e) => onSelect(e.currentTarget.checked)}
              aria-label={t('select', { name })}
              mt={3}
            />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="approval-name">
                {name}
              </Text>
              {about && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {about}
                </Text>
              )}
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('stepOf', {
                  campaign: item.workflow.name,
                  index: item.step.index + 1,
                  step: tc(`step.${item.step.type}`, { defaultValue: item.step.type }),
                })}
              </Text>
            </Stack>
          </Group>
          <Badge
            color={item.approval === 'hold' ? 'yellow' : 'blue'}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {t(`state.${item.approval}`)}
          </Badge>
        </Group>
        {item.subject && (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {t('subject', { subject: item.subject })}
          </Text>
        )}
        <Text
          size="sm"
          data-testid="approval-message"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          p="sm"
          bg="var(--mantine-color-default-hover)"
        >
          {item.message || t('noText')}
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => onDecide('approved')} disabled={busy}>
            {t('approve')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="yellow"
            onClick={() => onDecide('hold')}
            disabled={busy || item.approval === 'hold'}
          >
            {t('hold')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => onDecide('canceled')} disabled={busy}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
