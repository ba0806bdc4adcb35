import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EVENT_TRIGGERS } from '@leadloop/domain/integrations/enums';
import { PageTitle } from '../../../components/page-title';
import { useWebhooks } from '../api/webhooks';
import { isZapierHook } from '../catalog';

const ACTIONS = ['add_to_campaign', 'add_label', 'remove_label', 'mark_as_lead'] as const;

/** /integrations/automation/zapier: how to connect Zapier (an API token), its triggers and actions, live zaps. */
export function ZapierPage() {
  const { t } = useTranslation('integrations');
  const hooks = useWebhooks();
  const live = (hooks.data ?? []).filter((w) => isZapierHook(w.url));
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/integrations?type=automation" size="sm">
          {t('back')}
        </Anchor>
        <PageTitle>Zapier</PageTitle>
        <Text c="dimmed">{t('zapier.subtitle')}</Text>
      </div>
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Group gap="xs">
            <Title order={2} size="h4">
              {t('zapier.connectTitle')}
            </Title>
            <Badge variant="light" color={live.length ? 'teal' : 'gray'}>
              {live.length ? t('zapier.live', { count: live.length }) : t('status.disconnected')}
            </Badge>
          </Group>
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>
              <Anchor component={Link} to="/integrations/api" underline="always">
                {t('zapier.step1')}
              </Anchor>
            </List.Item>
            <List.Item>{t('zapier.step2')}</List.Item>
            <List.Item>{t('zapier.step3')}</List.Item>
          </List>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            {t('zapier.triggers')}
          </Title>
          <List size="sm" spacing={2}>
            {EVENT_TRIGGERS.map((e) => (
              <List.Item key={e}>{t(`events.${e}`)}</List.Item>
            ))}
          </List>
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            {t('zapier.actions')}
          </Title>
          <List size="sm" spacing={2}>
            {ACTIONS.map((a) => (
              <List.Item key={a}>{t(`zapier.action.${a}`)}</List.Item>
            ))}
          </List>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
