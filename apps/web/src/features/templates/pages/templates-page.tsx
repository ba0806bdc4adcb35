import { Suspense, useMemo, useRef, useState } from 'react';
import {
  Button,
  Card,
  FileButton,
  Group,
  Menu,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconChevronDown,
  IconDownload,
  IconFileImport,
  IconPlus,
  IconSearch,
  IconTemplate,
  IconVideo,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../lib/notify';
import { useLabels, type Label } from '../../labels';
import { VideoConstructor, VideoLibrary } from '../../videos';
import {
  exportTemplates,
  useDeleteTemplate,
  useImportTemplates,
  useSaveTemplate,
  useTemplates,
} from '../api/templates';
import { ChannelFilter } from '../components/channel-filter';
import { TemplateCard } from '../components/template-card';
import { CHANNEL_LOOK } from '../lib/channels';
import { TEMPLATE_CHANNELS } from '../lib/channels';
import type { Template, TemplateFilters, TemplateOwner, TemplateSort } from '../types';

const withSpace = (path: string) => path + window.location.search;

/** /templates/my-templates and /templates/videos (000 §2 Templates and videos). */
export function TemplatesPage() {
  const { t } = useTranslation('templates');
  const { tab, '*': rest } = useParams();
  const navigate = useNavigate();
  if (tab === 'videos' && rest?.startsWith('constructor'))
    return (
      <Suspense fallback={<PageState kind="loading" />}>
        <VideoConstructor />
      </Suspense>
    );
  const current = tab === 'videos' ? 'videos' : 'my-templates';
  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <Tabs value={current} onChange={(v) => v && navigate(withSpace(`/templates/${v}`))} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="my-templates" leftSection={<IconTemplate size={16} />}>
            {t('tabs.myTemplates')}
          </Tabs.Tab>
          <Tabs.Tab value="videos" leftSection={<IconVideo size={16} />}>
            {t('tabs.videos')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="my-templates" pt="lg">
          <TemplateLibrary />
        </Tabs.Panel>
        <Tabs.Panel value="videos" pt="lg">
          <Suspense fallback={<PageState kind="loading" />}>
            <VideoLibrary />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** Side by side on a desktop, two to a row on a phone. */
const FILTER = { flex: '1 1 150px', maxWidth: 220 };

const INITIAL: TemplateFilters = { channel: null, owner: 'all', sort: 'updated', label: null, q: '' };

function TemplateLibrary() {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<TemplateFilters>(INITIAL);
  const [q] = useDebouncedValue(filters.q, 300);
  const list = useTemplates({ ...filters, q });
  const labels = useLabels();
  const templateLabels = useMemo(
    () => (labels.data ?? []).filter((l) => l.type === 'template'),
    [labels.data],
  );
  const labelMap = useMemo(
    () => new Map<string, Label>(templateLabels.map((l) => [l._id, l])),
    [templateLabels],
  );
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const importing = useImportTemplates();
  const [toDelete, setToDelete] = useState<Template | null>(null);
  const resetFile = useRef<() => void>(null);

  const set = (patch: Partial<TemplateFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered = Boolean(filters.q.trim() || filters.label || filters.owner !== 'all');
  const newHref = withSpace(`/templates/edit/new${filters.channel ? `?channel=${filters.channel}` : ''}`);

  const duplicate = (tpl: Template) =>
    save.mutate(
      {
        id: null,
        input: {
          channel: tpl.channel,
          name: t('copyOf', { name: tpl.name }).slice(0, 100),
          subject: tpl.subject,
          text: tpl.text,
          html: tpl.html,
          label_ids: tpl.label_ids.filter((id) => labelMap.has(id)),
          is_shared: false,
        },
      },
      {
        onSuccess: (copy) => {
          notify.success(t('duplicated'));
          navigate(withSpace(`/templates/edit/${copy._id}`));
        },
        onError: (e) => notify.error(e),
      },
    );

  const download = async () => {
    try {
      const data = await exportTemplates();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'leadloop-templates.json';
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      notify.error(e);
    }
  };

  const upload = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    let items: unknown;
    try {
      const parsed: unknown = JSON.parse(await file.text());
      items = Array.isArray(parsed) ? parsed : (parsed as { templates?: unknown }).templates;
    } catch {
      items = null;
    }
    if (!Array.isArray(items)) return notify.warning(t('importBadFile'));
    importing.mutate(items, {
      onSuccess: (r) => notify.success(t('imported', { count: r.created })),
      onError: (e) => notify.error(e),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TextInput
          placeholder={t('search')}
          aria-label={t('search')}
          leftSection={<IconSearch size={16} />}
          value={filters.q}
          onChange={(e) => set({ q: e.currentTarget.value })}
          w={{ base: '100%', xs: 280 }}
        />
        <Group gap="xs" wrap="wrap">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                rightSection={<IconChevronDown size={14} />}
                loading={importing.isPending}
              >
                {t('more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <FileButton onChange={upload} accept="application/json,.json" resetRef={resetFile}>
                {(props) => (
                  <Menu.Item leftSection={<IconFileImport size={14} />} {...props}>
                    {t('import')}
                  </Menu.Item>
                )}
              </FileButton>
              <Menu.Item leftSection={<IconDownload size={14} />} onClick={download}>
                {t('export')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button component={Link} to={newHref} leftSection={<IconPlus size={16} />}>
            {t('new')}
          </Button>
        </Group>
      </Group>

      <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
        <ChannelFilter
          value={filters.channel}
          counts={list.data?.by_channel}
          onChange={(channel) => set({ channel })}
        />
      </ScrollArea>

      <Group gap="sm" wrap="wrap">
        <Select
          aria-label={t('owner.label')}
          style={FILTER}
          allowDeselect={false}
          value={filters.owner}
          onChange={(v) => set({ owner: (v ?? 'all') as TemplateOwner })}
          data={(['all', 'mine', 'shared'] as const).map((o) => ({ value: o, label: t(`owner.${o}`) }))}
        />
        <Select
          aria-label={t('labelFilter')}
          placeholder={t('anyLabel')}
          style={FILTER}
          clearable
          value={filters.label}
          onChange={(v) => set({ label: v })}
          data={templateLabels.map((l) => ({ value: l._id, label: l.name }))}
          nothingFoundMessage={t('noLabels')}
        />
        <Select
          aria-label={t('sort.label')}
          style={FILTER}
          allowDeselect={false}
          value={filters.sort}
          onChange={(v) => set({ sort: (v ?? 'updated') as TemplateSort })}
          data={(['updated', 'name', 'usage'] as const).map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        />
      </Group>

      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Card key={i} withBorder radius="md">
              <Skeleton h={18} w={110} mb="sm" />
              <Skeleton h={16} w="70%" mb="sm" />
              <Skeleton h={48} />
            </Card>
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <PageState
          kind="error"
          title={t('loadError')}
          action={
            <Button variant="light" onClick={() => list.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : list.data.items.length === 0 ? (
        filtered || filters.channel ? (
          <PageState
            kind="empty"
            title={t('noMatch')}
            description={t('noMatchHint')}
            action={
              <Button variant="light" onClick={() => setFilters(INITIAL)}>
                {t('clearFilters')}
              </Button>
            }
          />
        ) : (
          <PageState
            kind="empty"
            icon={<IconTemplate size={28} />}
            title={t('emptyTitle')}
            description={t('emptyHint')}
            action={
              <Group gap="xs" justify="center">
                {TEMPLATE_CHANNELS.map((c) => (
                  <Button
                    key={c}
                    size="xs"
                    variant="light"
                    color={CHANNEL_LOOK[c].color}
                    leftSection={CHANNEL_LOOK[c].icon(14)}
                    component={Link}
                    to={withSpace(`/templates/edit/new?channel=${c}`)}
                  >
                    {t(`channels.${c}`)}
                  </Button>
                ))}
              </Group>
            }
          />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="template-grid">
          {list.data.items.map((tpl) => (
            <TemplateCard
              key={tpl._id}
              template={tpl}
              labels={labelMap}
              editHref={withSpace(`/templates/edit/${tpl._id}`)}
              onDuplicate={() => duplicate(tpl)}
              onDelete={() => setToDelete(tpl)}
            />
          ))}
        </SimpleGrid>
      )}

      <ConfirmDialog
        opened={Boolean(toDelete)}
        title={t('deleteTitle')}
        message={t('deleteMessage', { name: toDelete?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        loading={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete._id, {
            onSuccess: () => {
              notify.success(t('deleted'));
              setToDelete(null);
            },
            onError: (e) => notify.error(e),
          })
        }
      />
    </Stack>
  );
}
