import { Anchor, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../lib/format';
import type { RecentReply } from '../types';

/** The latest replies; each opens its conversation in the inbox. */
export function RecentReplies({ replies }: { replies: RecentReply[] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="replies-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="replies-title">
          {t('replies.title')}
        </Title>
        <Anchor component={Link} to="/inbox" size="sm">
          {t('replies.openInbox')}
        </Anchor>
      </Group>
      {replies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('replies.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {replies.map((r) => (
            <li key={r._id}>
              <UnstyledButton
                component={Link}
                to={`/inbox/${r.prospect_id}?selectedCred=${r.credentials_id}`}
                p={6}
                w="100%"
                style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
                data-testid="recent-reply"
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600} truncate>
                    {r.prospect_name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatWhen(r.sent_at, i18n.language)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {r.text}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
