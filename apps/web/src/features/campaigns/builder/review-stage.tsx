import { Alert, Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDraftForecast } from '../api/fetch-forecast';
import { forecastSentence } from '../lib/forecast';
import type { CampaignDraft } from '../lib/draft';
import { STEP_KINDS } from '../lib/step-catalog';
import { CAMPAIGN_FLAGS } from '../types';

/** Stage 4: everything at a glance with the forecast of when the last prospect is reached. */
export function ReviewStage({ draft }: { draft: CampaignDraft }) {
  const { t, i18n } = useTranslation('campaigns');
  const people = draft.searches.reduce((sum, s) => sum + s.limit, 0);
  const forecast = useDraftForecast(draft, people);
  const flagsOn = CAMPAIGN_FLAGS.filter((f) => draft.flags[f]);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card padding="lg">
          <Stack gap="xs">
            <Title order={4}>{draft.name || t('review.untitled')}</Title>
            <Text size="sm" c="dimmed">
              {t('review.audience', { count: draft.searches.length, people })}
            </Text>
            <Group gap={6}>
              {flagsOn.map((f) => (
                <Badge key={f} variant="light">
                  {t(`settings.${f}.label`)}
                </Badge>
              ))}
              {draft.manualApproval && <Badge variant="light">{t('settings.manualApproval.label')}</Badge>}
            </Group>
          </Stack>
        </Card>
        <Card padding="lg" data-testid="forecast">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="md">
              <IconCalendarEvent size={20} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={5}>{t('forecast.title')}</Title>
              <Text size="sm" data-testid="forecast-sentence">
                {forecast.isLoading
                  ? '…'
                  : forecast.data
                    ? (forecastSentence(t, forecast.data, { locale: i18n.language }) ?? t('forecast.none'))
                    : t('forecast.none')}
              </Text>
              {forecast.data?.waits_on_people && forecast.data.ends_at && (
                <Text size="xs" c="dimmed">
                  {t('forecast.waitsOnPeople')}
                </Text>
              )}
            </Stack>
          </Group>
        </Card>
      </SimpleGrid>
      <Card padding="lg">
        <Title order={5} mb="sm">
          {t('review.sequence', { count: draft.steps.length })}
        </Title>
        {draft.steps.length ? (
          <List spacing="xs" listStyleType="none">
            {draft.steps.map((s, i) => (
              <List.Item
                key={s.id}
                icon={
                  <ThemeIcon size="sm" variant="light" color={STEP_KINDS[s.type].color}>
                    {STEP_KINDS[s.type].icon}
                  </ThemeIcon>
                }
              >
                <Text size="sm">
                  {i + 1}. {t(`step.${s.type}`)}
                  {(s.delay_days > 0 || s.delay_hours > 0) && (
                    <Text span c="dimmed" size="xs">
                      {' · '}
                      {t('review.after', { days: s.delay_days, hours: s.delay_hours })}
                    </Text>
                  )}
                  {s.variants && (
                    <Badge ml="xs" size="xs" variant="light" color="grape">
                      A/B
                    </Badge>
                  )}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : (
          <Alert variant="light">{t('builder.noSteps')}</Alert>
        )}
      </Card>
    </Stack>
  );
}
