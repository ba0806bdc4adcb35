import { Anchor, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reasonText } from '../../campaigns';
import { fixLink } from '../lib/format';
import type { AttentionItem } from '../types';

const KIND_COLOR: Record<AttentionItem['kind'], string> = {
  account_needs_verification: 'red',
  stalled: 'red',
  found_nobody: 'orange',
  limit_reached: 'yellow',
  nothing_left: 'gray',
};

/** Campaigns that need attention, each with its reason (the engine's explanation) and where to fix it. */
export function AttentionList({ items }: { items: AttentionItem[] }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('campaigns');
  const { t: tcr } = useTranslation('credentials');
  const reason = (item: AttentionItem): string => {
    switch (item.kind) {
      case 'account_needs_verification':
        return tcr(`status.${item.reason_code}`, { defaultValue: item.reason_text ?? '' });
      case 'found_nobody':
        return t('attention.foundNobodyHint');
      case 'nothing_left':
        return t('attention.nothingLeftHint');
      case 'stalled':
        return t('attention.stuck', {
          count: item.prospects,
          reason: reasonText(tc, item.reason_code, item.reason_text),
        });
      default:
        return t('attention.held', {
          count: item.prospects,
          reason: reasonText(tc, item.reason_code, item.reason_text),
        });
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="attention-title">
      <Title order={2} size="h4" id="attention-title" mb="sm">
        {t('attention.title')}
      </Title>
      {items.length === 0 ? (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" radius="xl">
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {t('attention.empty')}
          </Text>
        </Group>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.workflow_id ?? item.credentials_id}`}
              data-testid="attention-item"
              data-kind={item.kind}
            >
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: 1, minWidth: 220 }}>
                  <ThemeIcon variant="light" color={KIND_COLOR[item.kind]} radius="xl" mt={2}>
                    <IconAlertTriangle size={16} />
                  </ThemeIcon>
                  <Stack gap={2} miw={0}>
                    <Group gap={6} wrap="wrap">
                      {item.workflow_id ? (
                        <Anchor
                          component={Link}
                          to={fixLink(item)}
                          fw={600}
                          size="sm"
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {item.workflow_name}
                        </Anchor>
                      ) : (
                        <Text fw={600} size="sm">
                          {item.account_name}
                        </Text>
                      )}
                      <Badge size="sm" variant="light" color={KIND_COLOR[item.kind]}>
                        {t(`attention.kinds.${item.kind}`)}
                      </Badge>
                    </Group>
                    <Text size="sm" data-testid="attention-reason">
                      {reason(item)}
                    </Text>
                    {item.workflow_id && (
                      <Text size="xs" c="dimmed">
                        {item.account_name}
                      </Text>
                    )}
                  </Stack>
                </Group>
                <Button component={Link} to={fixLink(item)} size="xs" variant="light">
                  {t(`attention.fix.${item.kind}`)}
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
