import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Indicator,
  Popover,
  Select,
  Stack,
  TextInput,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@leadloop/domain/constants/timeouts';
import { PageState } from '../../../components/page-state';
import { useSelectedCredential } from '../../credentials';
import { useLabels } from '../../labels';
import { useCampaignOptions } from '../../prospects';
import { useConversations } from '../api/fetch-conversations';
import { extraFilterCount } from '../lib/filters';
import { INBOX_CHANNELS, type Conversation, type ConversationFilters, type ConversationMark } from '../types';
import { ConversationList } from './conversation-list';
import classes from './inbox.module.css';

interface Props {
  filters: ConversationFilters;
  onFilters: (next: ConversationFilters) => void;
  activeProfileId: string | null;
  onOpen: (conversation: Conversation) => void;
}

const MARKS: ConversationMark[] = ['all', 'unread', 'starred', 'read', 'archived'];

/** The left pane: search, marks, filters (channel, account, campaign, label) and the list. */
export function ListPane({ filters, onFilters, activeProfileId, onOpen }: Props) {
  const { t } = useTranslation('inbox');
  const query = useConversations(filters);
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const [text, setText] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { list: accounts } = useSelectedCredential();
  const labels = useLabels();
  const campaigns = useCampaignOptions(filters.credentialId ?? null);

  useEffect(() => {
    if ((debounced.trim() || undefined) !== (filters.q || undefined))
      onFilters({ ...filters, q: debounced.trim() || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the debounced text drives this
  }, [debounced]);

  const set = (patch: Partial<ConversationFilters>) => onFilters({ ...filters, ...patch });
  const extra = extraFilterCount(filters);

  let body;
  if (query.isPending) body = <PageState kind="loading" mih={200} />;
  else if (query.isError)
    body = (
      <PageState
        kind="error"
        mih={200}
        title={t('listError')}
        action={
          <Button size="xs" onClick={() => query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (!items.length)
    body = (
      <PageState
        kind="empty"
        mih={200}
        title={filters.q || extra || filters.mark !== 'all' ? t('noMatch') : t('emptyTitle')}
        description={filters.q || extra || filters.mark !== 'all' ? undefined : t('emptyText')}
      />
    );
  else
    body = (
      <ConversationList
        items={items}
        activeProfileId={activeProfileId}
        onOpen={onOpen}
        hasMore={Boolean(query.hasNextPage)}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    );

  return (
    <div className={classes.listPane}>
      <Stack gap="xs" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={15} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: 1 }}
            maxLength={200}
          />
          <Popover position="bottom-end" width={260} withinPortal shadow="md">
            {/* the popover's aria-expanded/haspopup go on the button, not on the count's wrapper */}
            <Indicator label={extra} disabled={!extra} size={16}>
              <Popover.Target>
                <ActionIcon variant="default" size={36} aria-label={t('filters')}>
                  <IconAdjustmentsHorizontal size={18} />
                </ActionIcon>
              </Popover.Target>
            </Indicator>
            <Popover.Dropdown>
              <Stack gap="xs">
                <Select
                  label={t('channel')}
                  placeholder={t('anyChannel')}
                  data={INBOX_CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
                  value={filters.channel ?? null}
                  onChange={(v) => set({ channel: (v as ConversationFilters['channel']) ?? undefined })}
                  clearable
                  comboboxProps={{ withinPortal: false }}
                />
                <Select
                  label={t('account')}
                  placeholder={t('allAccounts')}
                  data={accounts.map((a) => ({ value: a._id, label: a.full_name || a.username }))}
                  value={filters.credentialId ?? null}
                  onChange={(v) => set({ credentialId: v ?? undefined, campaign: undefined })}
                  clearable
                  comboboxProps={{ withinPortal: false }}
                />
                <Select
                  label={t('campaign')}
                  placeholder={t('anyCampaign')}
                  data={campaigns.data ?? []}
                  value={filters.campaign ?? null}
                  onChange={(v) => set({ campaign: v ?? undefined })}
                  clearable
                  disabled={!campaigns.data?.length}
                  comboboxProps={{ withinPortal: false }}
                />
                <Select
                  label={t('label')}
                  placeholder={t('anyLabel')}
                  data={(labels.data ?? []).map((l) => ({ value: l._id, label: l.name }))}
                  value={filters.label ?? null}
                  onChange={(v) => set({ label: v ?? undefined })}
                  clearable
                  comboboxProps={{ withinPortal: false }}
                />
                {extra > 0 && (
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() =>
                      set({
                        channel: undefined,
                        credentialId: undefined,
                        campaign: undefined,
                        label: undefined,
                      })
                    }
                  >
                    {t('clearFilters')}
                  </Button>
                )}
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
        <Group gap={4}>
          {MARKS.map((mark) => (
            <Badge
              key={mark}
              component="button"
              variant={filters.mark === mark ? 'filled' : 'light'}
              color={filters.mark === mark ? undefined : 'gray'}
              tt="none"
              size="md"
              radius="sm"
              style={{ cursor: 'pointer' }}
              onClick={() => set({ mark })}
              aria-pressed={filters.mark === mark}
            >
              {t(`marks.${mark}`)}
            </Badge>
          ))}
        </Group>
      </Stack>
      {body}
      {items.length > 0 && (
        <Text
          size="xs"
          c="dimmed"
          ta="center"
          py={4}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {query.hasNextPage
            ? t('loadedSome', { count: items.length })
            : t('loadedAll', { count: items.length })}
        </Text>
      )}
    </div>
  );
}
