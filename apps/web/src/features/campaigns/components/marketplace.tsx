import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { draftStorage } from '../lib/draft-storage';
import { MARKETPLACE } from '../lib/marketplace';
import { STEP_KINDS } from '../lib/step-catalog';

/** Campaigns Marketplace: ready-made sequences that prefill a new campaign. */
export function Marketplace() {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const use = (key: string, mode: 'linear' | 'smart') => {
    draftStorage.clear();
    const search = new URLSearchParams({ ...Object.fromEntries(params), template: key });
    navigate(`${mode === 'smart' ? '/smart-sequences' : '/campaign/add'}?${search}`);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {MARKETPLACE.map((m) => (
        <Card key={m.key} padding="lg" data-testid={`template-${m.key}`}>
          <Stack gap="sm" h="100%" justify="space-between">
            <Stack gap="xs">
              <Group gap={6}>
                {m.channels.map((c) => (
                  <Badge key={c} variant="light" color={c === 'email' ? 'teal' : 'blue'}>
                    {t(`marketplace.channel.${c}`)}
                  </Badge>
                ))}
                {m.mode === 'smart' && (
                  <Badge variant="light" color="yellow">
                    {t('list.smart')}
                  </Badge>
                )}
              </Group>
              <Title order={4}>{t(`marketplace.${m.key}.title`)}</Title>
              <Text size="sm" c="dimmed">
                {t(`marketplace.${m.key}.text`)}
              </Text>
              <Group gap={4}>
                {m.steps.map((s) => (
                  <ThemeIcon
                    key={s.id}
                    size="md"
                    variant="light"
                    color={STEP_KINDS[s.type].color}
                    title={t(`step.${s.type}`)}
                  >
                    {STEP_KINDS[s.type].icon}
                  </ThemeIcon>
                ))}
              </Group>
            </Stack>
            <Button variant="light" onClick={() => use(m.key, m.mode)}>
              {t('marketplace.use')}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
