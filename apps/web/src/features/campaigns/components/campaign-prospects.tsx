import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PROSPECT_CAMPAIGN_STATUSES } from '@leadloop/domain/campaigns/enums';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { coalesce } from '../../../lib/coalesce';
import { onRealtime, REALTIME_REFRESH_MS } from '../../../lib/realtime';
import { PROSPECTS_PAGE_SIZE, useCampaignProspects } from '../api/fetch-prospects';
import { useRates } from '../api/fetch-rates';
import { campaignKeys } from '../api/keys';
import { campaignNextText, explainProspect, explainTone, shownStatus } from '../lib/explain';

const TONE_COLOR = { pacing: 'dimmed', stuck: 'red.7', plain: undefined } as const;
import { forecastSentence } from '../lib/forecast';
import { useWorkflow } from '../api/fetch-workflow';
import { audienceState } from '../lib/audience';
import type { CampaignStep } from '../types';
import { Pagination } from '../../../components/pagination';

const STATUS_COLOR: Record<string, string> = {
  active: 'teal',
  pending: 'blue',
  paused: 'yellow',
  campaign_paused: 'orange',
  finished: 'gray',
  excluded: 'red',
};

/** The campaign's prospects with status and the engine's explanation, and the campaign forecast. */
export function CampaignProspects({
  workflowId,
  steps,
  onEditAudience,
}: {
  workflowId: string;
  steps: CampaignStep[];
  /** Opens the audience stage (the "found nobody" state links there). */
  onEditAudience?: () => void;
}) {
  const { t, i18n } = useTranslation('campaigns');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('all');
  const [page, setPage] = useState(1);
  const prospects = useCampaignProspects(workflowId, { status: status === 'all' ? null : status, page });
  const rates = useRates(workflowId);
  const workflow = useWorkflow(workflowId);
  const narrow = useMediaQuery('(max-width: 575.98px)') ?? false;
  const serverForecast = { data: rates.data?.forecast };

  useEffect(() => {
    const refresh = coalesce(() => {
      void queryClient.invalidateQueries({ queryKey: ['workflows', 'prospects', workflowId] });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.rates(workflowId) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(workflowId) });
    }, REALTIME_REFRESH_MS);
    const off = onRealtime('update_workflow', refresh.call);
    return () => {
      off();
      refresh.cancel();
    };
  }, [queryClient, workflowId]);

  let body;
  if (prospects.isPending) body = <PageState kind="loading" mih={200} />;
  else if (prospects.isError)
    body = (
      <PageState
        kind="error"
        mih={200}
        title={t('prospects.loadError')}
        description={translateError(prospects.error)}
      />
    );
  else if (!prospects.data.items.length)
    body = (
      <PageState kind="empty" mih={200} title={t('prospects.empty')} description={t('prospects.emptyHint')} />
    );
  else if (narrow)
    body = (
      <Stack gap="xs" data-testid="prospects-list">
        {prospects.data.items.map((p) => {
          const person = { ...p, ...p.prospect };
          return (
            <Card key={p._id} withBorder padding="sm" data-testid="prospect-row">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} truncate>
                  {person.full_name}
                </Text>
                <Badge variant="light" color={STATUS_COLOR[p.status] ?? 'gray'} style={{ flexShrink: 0 }}>
                  {t(`prospectStatus.${shownStatus(p)}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {[person.position, person.company].filter(Boolean).join(' · ')}
              </Text>
              <Text
                size="sm"
                mt={4}
                c={TONE_COLOR[explainTone(p)]}
                data-testid="prospect-explanation"
                data-tone={explainTone(p)}
              >
                {explainProspect(t, p, steps, i18n.language)}
              </Text>
            </Card>
          );
        })}
      </Stack>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" data-testid="prospects-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('prospects.name')}</Table.Th>
              <Table.Th>{t('prospects.status')}</Table.Th>
              <Table.Th>{t('prospects.explanation')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {prospects.data.items.map((p) => {
              const person = { ...p, ...p.prospect };
              return (
                <Table.Tr key={p._id} data-testid="prospect-row">
                  <Table.Td>
                    {person.profile_link ? (
                      <Anchor href={person.profile_link} target="_blank" rel="noreferrer" size="sm" fw={600}>
                        {person.full_name}
                      </Anchor>
                    ) : (
                      <Text size="sm" fw={600}>
                        {person.full_name}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {[person.position, person.company].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[p.status] ?? 'gray'}>
                      {t(`prospectStatus.${shownStatus(p)}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text
                      size="sm"
                      c={TONE_COLOR[explainTone(p)]}
                      data-testid="prospect-explanation"
                      data-tone={explainTone(p)}
                    >
                      {explainProspect(t, p, steps, i18n.language)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  const total = prospects.data?.total ?? 0;
  const audience = audienceState(workflow.data?.searches, rates.data?.prospects ?? total);
  const forecastGap = !steps.length
    ? t('forecast.noSteps')
    : audience
      ? t(`forecast.${audience}`)
      : t('forecast.none');
  return (
    <Stack gap="md">
      {audience === 'foundNobody' && (
        <Alert color="orange" variant="light" title={t('audience.foundNobody')} data-testid="found-nobody">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('audience.foundNobodyHint')}</Text>
            {onEditAudience && (
              <Button size="xs" variant="light" color="orange" onClick={onEditAudience}>
                {t('audience.editSearch')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {prospects.data?.next && (
        <Alert
          color={
            explainTone({
              status: 'active',
              next_step: null,
              earliest_at: null,
              held_by: null,
              wait: prospects.data.next,
            }) === 'stuck'
              ? 'red'
              : 'blue'
          }
          variant="light"
          data-testid="campaign-next"
        >
          <Text size="sm">{campaignNextText(t, prospects.data.next, i18n.language)}</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {(['prospects', 'invites', 'replied', 'finished'] as const).map((k) => (
          <Card key={k} padding="md">
            <Text size="xs" c="dimmed">
              {t(`rates.${k}`)}
            </Text>
            {rates.isPending ? (
              <Skeleton h={28} mt={4} w={60} />
            ) : (
              <Title order={3} data-testid={`rate-${k}`}>
                {rates.data?.[k === 'invites' ? 'invites_sent' : k] ?? '—'}
              </Title>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <Card padding="md" data-testid="campaign-forecast">
        <Text size="sm" fw={600}>
          {t('forecast.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {rates.isPending
            ? '…'
            : ((serverForecast.data && forecastSentence(t, serverForecast.data, { locale: i18n.language })) ??
              ((rates.data?.prospects ?? 0) > 0 && steps.length ? t('forecast.allReached') : forecastGap))}
        </Text>
        {serverForecast.data?.waits_on_people && serverForecast.data.ends_at && (
          <Text size="xs" c="dimmed">
            {t('forecast.waitsOnPeople')}
          </Text>
        )}
        {serverForecast.data?.bottleneck && serverForecast.data.shared_with_campaigns > 0 && (
          <Text size="xs" c="dimmed">
            {t('forecast.bottleneck', {
              kind: t(`limitKind.${serverForecast.data.bottleneck}`, {
                defaultValue: serverForecast.data.bottleneck,
              }),
              count: serverForecast.data.shared_with_campaigns,
            })}
          </Text>
        )}
      </Card>
      <Card padding="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={4}>{t('prospects.title')}</Title>
          <SegmentedControl
            size="xs"
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('views.all') },
              ...PROSPECT_CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`prospectStatus.${s}`) })),
            ]}
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
        </Group>
        {body}
        {total > PROSPECTS_PAGE_SIZE && (
          <Group justify="center" mt="md">
            <Pagination total={Math.ceil(total / PROSPECTS_PAGE_SIZE)} value={page} onChange={setPage} />
          </Group>
        )}
      </Card>
    </Stack>
  );
}
