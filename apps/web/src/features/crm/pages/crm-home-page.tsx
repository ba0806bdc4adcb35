import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconBrandHipchat, IconLayoutKanban, IconTopologyStar3 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCrmSuggestions } from '../api/extras';
import { CrmSuggestions } from '../components/crm-suggestions';
import { connectionBadge } from '../lib';
import type { CrmIntegration } from '../types';

const CARDS: { key: CrmIntegration; icon: ReactNode; color: string }[] = [
  { key: 'default', icon: <IconLayoutKanban size={26} />, color: 'blue' },
  { key: 'hubspot', icon: <IconTopologyStar3 size={26} />, color: 'orange' },
  { key: 'pipedrive', icon: <IconBrandHipchat size={26} />, color: 'teal' },
];

/** 000 §2 /crm/: where the pipelines live — Leadloop's own CRM, or HubSpot / Pipedrive. */
export function CrmHomePage() {
  const { t } = useTranslation('crm');
  const { search } = useLocation();
  const suggestions = useCrmSuggestions();
  return (
    <Container size="lg" px={0}>
      <PageTitle mb={4}>{t('title')}</PageTitle>
      <Text c="dimmed" mb="lg">
        {t('homeIntro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {CARDS.map((card) => (
          <Card key={card.key} withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%">
              <Group justify="space-between">
                <ThemeIcon size={48} radius="md" variant="light" color={card.color}>
                  {card.icon}
                </ThemeIcon>
                <ConnectionBadge
                  badge={connectionBadge(card.key, suggestions.data?.platforms)}
                  loading={suggestions.isPending && card.key !== 'default'}
                />
              </Group>
              <Text fw={700}>{t(`crmName.${card.key}`)}</Text>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {t(`crmText.${card.key}`)}
              </Text>
              <Button
                component={Link}
                to={`/crm/manage/${card.key}${search}`}
                variant={card.key === 'default' ? 'filled' : 'light'}
                data-testid={`open-crm-${card.key}`}
              >
                {card.key === 'default' ? t('openPipelines') : t('open')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Stack mt="lg">
        <CrmSuggestions />
      </Stack>
    </Container>
  );
}

function ConnectionBadge({
  badge,
  loading,
}: {
  badge: ReturnType<typeof connectionBadge>;
  loading: boolean;
}) {
  const { t } = useTranslation('crm');
  if (loading) return <Loader size="xs" />;
  if (!badge) return null;
  return (
    <Badge variant="light" color={badge === 'notConnectedBadge' ? 'gray' : 'green'}>
      {t(badge)}
    </Badge>
  );
}
