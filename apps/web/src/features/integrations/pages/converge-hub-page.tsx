import { Alert, Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

const FIELDS = ['contacts', 'tags', 'pipeline', 'activity'] as const;

/** 000 §2 /integrations/converge_hub: what the Converge hub push would connect — and that it is not available. */
export function ConvergeHubPage() {
  const { t } = useTranslation('integrations');
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/integrations?type=crm" size="sm">
          {t('back')}
        </Anchor>
        <PageTitle>Converge hub</PageTitle>
        <Text c="dimmed">{t('converge.subtitle')}</Text>
      </div>
      <Alert color="gray" title={t('notAvailable')}>
        {t('converge.why')}
      </Alert>
      <Card withBorder padding="lg" maw={640}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('converge.wouldConnect')}
          </Title>
          <List size="sm" spacing={6}>
            {FIELDS.map((f) => (
              <List.Item key={f}>{t(`converge.fields.${f}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('converge.meanwhile')}{' '}
            <Anchor component={Link} to="/integrations/automation/webhook" underline="always">
              {t('converge.webhooks')}
            </Anchor>
            {' · '}
            <Anchor component={Link} to="/integrations/automation/zapier" underline="always">
              Zapier
            </Anchor>
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
