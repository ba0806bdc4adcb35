import { useEffect } from 'react';
import {
  Button,
  Card,
  Center,
  Chip,
  Divider,
  Group,
  Loader,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_KINDS } from '@leadloop/domain/dashboard/enums';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { fetchWorkflows } from '../../campaigns';
import { credentialName, credentialsQueryOptions } from '../../credentials';
import { useAppSessionContext } from '../../spaces';
import { useActivityFeed, type ActivityFilters } from '../api/fetch-dashboard';
import { ActivityEntryRow } from '../components/activity-entry';
import type { ActivityKind } from '../types';

/** What the address holds: ?types=&account=&campaign=. */
function readFilters(params: URLSearchParams): ActivityFilters {
  const types = (params.get('types') ?? '')
    .split(',')
    .filter((k): k is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(k));
  return { types, account: params.get('account'), campaign: params.get('campaign') };
}

/** /dashboard/activity: what happened across the workspace, newest first, loading more while scrolling. */
export function ActivityPage() {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { currentSpaceId } = useAppSessionContext();
  const credentials = useQuery(credentialsQueryOptions(currentSpaceId));
  const campaigns = useQuery({
    queryKey: ['dashboard', 'campaigns', currentSpaceId],
    queryFn: () => fetchWorkflows({ view: 'all', query: '', credentialId: null }),
    enabled: Boolean(currentSpaceId),
  });
  const feed = useActivityFeed(filters);
  const { ref, entry } = useIntersection({ rootMargin: '400px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const update = (patch: Partial<ActivityFilters>) => {
    const next = { ...filters, ...patch };
    const out = new URLSearchParams(params);
    const set = (key: string, value: string | null) => (value ? out.set(key, value) : out.delete(key));
    set('types', next.types.join(','));
    set('account', next.account);
    set('campaign', next.campaign);
    setParams(out, { replace: true });
  };
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('activity.account')}
          placeholder={t('activity.allAccounts')}
          clearable
          searchable
          miw={200}
          style={{ flex: 1 }}
          value={filters.account}
          onChange={(account) => update({ account })}
          data={(credentials.data ?? []).map((c) => ({ value: c._id, label: credentialName(c) }))}
          nothingFoundMessage={t('activity.nothingFound')}
        />
        <Select
          label={t('activity.campaign')}
          placeholder={t('activity.allCampaigns')}
          clearable
          searchable
          miw={200}
          style={{ flex: 1 }}
          value={filters.campaign}
          onChange={(campaign) => update({ campaign })}
          data={(campaigns.data ?? [])
            .filter((w) => !filters.account || w.credentials_id === filters.account)
            .map((w) => ({ value: w._id, label: w.name }))}
          nothingFoundMessage={t('activity.nothingFound')}
        />
      </Group>
      <Chip.Group multiple value={filters.types} onChange={(v) => update({ types: v as ActivityKind[] })}>
        <Group gap={6} role="group" aria-label={t('activity.types')}>
          {ACTIVITY_KINDS.map((k) => (
            <Chip key={k} value={k} size="xs" variant="light">
              {t(`activity.kinds.${k}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('activity.feed')}>
        {feed.isPending ? (
          <Stack gap="md" role="status" aria-live="polite" aria-label={t('loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={44} radius="sm" />
            ))}
          </Stack>
        ) : feed.isError && !items.length ? (
          <PageState
            kind="error"
            title={t('activity.loadError')}
            description={translateError(feed.error)}
            action={
              <Button variant="light" onClick={() => void feed.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <PageState
            kind="empty"
            title={t('activity.emptyTitle')}
            description={
              filters.types.length || filters.account || filters.campaign
                ? t('activity.emptyFiltered')
                : t('activity.empty')
            }
          />
        ) : (
          <>
            <Stack
              gap={0}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              data-testid="activity-list"
            >
              {items.map((item, i) => (
                <li key={`${item.kind}-${item._id}`}>
                  {i > 0 && <Divider />}
                  <ActivityEntryRow entry={item} />
                </li>
              ))}
            </Stack>
            <div ref={ref} />
            {hasNextPage ? (
              <Center mt="sm">
                {isFetchingNextPage ? (
                  <Loader size="sm" aria-label={t('loading')} />
                ) : (
                  <Button variant="subtle" size="xs" onClick={() => void fetchNextPage()}>
                    {t('activity.more')}
                  </Button>
                )}
              </Center>
            ) : (
              <Text size="xs" c="dimmed" ta="center" mt="sm">
                {t('activity.end')}
              </Text>
            )}
            {feed.isFetchNextPageError && (
              <Text size="sm" c="red" ta="center" role="alert">
                {translateError(feed.error)}
              </Text>
            )}
          </>
        )}
      </Card>
    </Stack>
  );
}
