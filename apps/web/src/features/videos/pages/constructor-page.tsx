import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import { validateTemplate } from '@leadloop/domain/campaigns/placeholders';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { SCENE_TEXT_MAX, VIDEO_SCENES_MAX } from '@leadloop/domain/videos/limits';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useRenders, useRequestRender, useSaveVideo, useUploadRecording, useVideo } from '../api/videos';
import { Recorder } from '../components/recorder';
import type { SceneKind, Video, VideoInput, VideoRender } from '../types';

const withSpace = (path: string) => path + window.location.search;
/** A new video: the website scene's text in the user's language. */
const emptyVideo = (websiteText: string): VideoInput => ({
  name: '',
  scenes: [
    { kind: 'website', seconds: 5, text: websiteText, url: null },
    { kind: 'face', seconds: 10, text: '', url: null },
  ],
  cta_label: null,
  cta_url: null,
  trim_start_s: 0,
  trim_end_s: null,
});
const inputOf = (v: Video): VideoInput => ({
  name: v.name,
  scenes: v.scenes.map((s) => ({ ...s })),
  cta_label: v.cta_label,
  cta_url: v.cta_url,
  trim_start_s: v.trim_start_s,
  trim_end_s: v.trim_end_s,
});

/** /templates/videos/constructor/{videoId?} (feature video; no navigation, back to /templates/videos). */
export function VideoConstructorPage() {
  const { t } = useTranslation('videos');
  // Shown by the templates screen's route `templates/:tab/*` (no route of its own in the app's first load).
  const videoId = useParams()['*']?.split('/')[1] || undefined;
  const navigate = useNavigate();
  const video = useVideo(videoId ?? null);
  const [form, setForm] = useState<VideoInput>(() => emptyVideo(t('defaultSceneText')));
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveVideo();
  const uploadRecording = useUploadRecording();
  useEffect(() => {
    if (video.data) setForm(inputOf(video.data));
  }, [video.data]);

  if (videoId && video.isPending) return <PageState kind="loading" />;
  if (videoId && video.isError) return <PageState kind="error" title={t('notFound')} />;

  const sceneProblems = form.scenes.map((s) => {
    const r = validateTemplate(s.text);
    return r === true ? null : translateMessage(r);
  });
  const set = (patch: Partial<VideoInput>) => setForm((f) => ({ ...f, ...patch }));
  const setScene = (i: number, patch: Partial<VideoInput['scenes'][number]>) =>
    set({ scenes: form.scenes.map((s, j) => (j === i ? { ...s, ...patch } : s)) });

  /** Saves the form; a new video gets its address (the recording needs a video to belong to). */
  const persist = async (): Promise<string | null> => {
    if (!form.name.trim()) {
      setNameError(translateMessage(MESSAGES.videoNameRequired));
      return null;
    }
    try {
      const saved = await save.mutateAsync({ id: videoId ?? null, input: form });
      if (!videoId) navigate(withSpace(`/templates/videos/constructor/${saved._id}`), { replace: true });
      return saved._id;
    } catch (e) {
      notify.error(e);
      return null;
    }
  };
  const onRecorded = async (file: Blob) => {
    const id = videoId ?? (await persist());
    if (!id) return;
    try {
      await uploadRecording.mutateAsync({ id, file });
      notify.success(t('recordingSaved'));
    } catch (e) {
      notify.error(e);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <ActionIcon
            component={Link}
            to={withSpace('/templates/videos')}
            variant="subtle"
            aria-label={t('back')}
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
          <PageTitle>{videoId ? t('editTitle') : t('newTitle')}</PageTitle>
        </Group>
        <Button
          onClick={() => void persist().then((id) => id && notify.success(t('saved')))}
          loading={save.isPending}
          data-testid="video-save"
        >
          {t('save')}
        </Button>
      </Group>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <TextInput
            label={t('name')}
            value={form.name}
            maxLength={100}
            error={nameError}
            onChange={(e) => {
              setNameError(null);
              set({ name: e.currentTarget.value });
            }}
          />
          <Title order={2} size="h4">
            {t('recording')}
          </Title>
          {video.data?.recording ? (
            <>
              <Text size="sm" data-testid="recording-summary">
                {t('recordingReady', { seconds: Math.round(video.data.recording.duration_ms / 1000) })}
              </Text>
              <Group gap="sm" align="flex-start">
                <NumberInput
                  label={t('trimStart')}
                  w={150}
                  min={0}
                  step={0.5}
                  decimalScale={1}
                  value={form.trim_start_s}
                  onChange={(v) => set({ trim_start_s: Number(v) || 0 })}
                />
                <NumberInput
                  label={t('trimEnd')}
                  w={150}
                  min={0}
                  step={0.5}
                  decimalScale={1}
                  placeholder={String(Math.round(video.data.recording.duration_ms / 100) / 10)}
                  value={form.trim_end_s ?? ''}
                  onChange={(v) => set({ trim_end_s: v === '' ? null : Number(v) })}
                  error={
                    form.trim_end_s !== null && form.trim_end_s - form.trim_start_s < 1
                      ? translateMessage(MESSAGES.delayTooSmall)
                      : null
                  }
                />
              </Group>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('noRecordingYet')}
            </Text>
          )}
          <Recorder onRecorded={(f) => void onRecorded(f)} busy={uploadRecording.isPending} />
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('scenario')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('scenarioHint')}
          </Text>
          {form.scenes.map((s, i) => (
            <Card key={i} withBorder radius="sm" padding="sm" data-testid={`scene-${i}`}>
              <Group align="flex-start" wrap="wrap" gap="sm">
                <Select
                  label={t('sceneKind')}
                  // wide enough for the longest kind in every language ("Website des Interessenten")
                  style={{ flex: '0 1 270px', minWidth: 200 }}
                  value={s.kind}
                  allowDeselect={false}
                  data={(['website', 'image', 'face'] as SceneKind[]).map((k) => ({
                    value: k,
                    label: t(`kinds.${k}`),
                  }))}
                  onChange={(v) => v && setScene(i, { kind: v as SceneKind })}
                />
                <NumberInput
                  label={t('seconds')}
                  w={110}
                  min={1}
                  max={180}
                  value={s.seconds}
                  onChange={(v) => setScene(i, { seconds: Number(v) || 0 })}
                  error={s.seconds < 1 ? translateMessage(MESSAGES.delayTooSmall) : null}
                />
                <TextInput
                  label={t('sceneText')}
                  style={{ flex: '1 1 240px' }}
                  value={s.text}
                  maxLength={SCENE_TEXT_MAX}
                  onChange={(e) => setScene(i, { text: e.currentTarget.value })}
                  error={sceneProblems[i]}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t('removeScene')}
                  disabled={form.scenes.length <= 1}
                  onClick={() => set({ scenes: form.scenes.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {s.kind !== 'face' && (
                <TextInput
                  mt="xs"
                  label={s.kind === 'website' ? t('websiteUrl') : t('imageUrl')}
                  placeholder={s.kind === 'website' ? t('websitePlaceholder') : 'https://'}
                  value={s.url ?? ''}
                  onChange={(e) => setScene(i, { url: e.currentTarget.value || null })}
                />
              )}
            </Card>
          ))}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={form.scenes.length >= VIDEO_SCENES_MAX}
              onClick={() =>
                set({ scenes: [...form.scenes, { kind: 'face', seconds: 5, text: '', url: null }] })
              }
            >
              {t('addScene')}
            </Button>
          </Group>
          <Title order={2} size="h4">
            {t('cta')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('ctaLabel')}
              placeholder={t('ctaLabelPlaceholder')}
              value={form.cta_label ?? ''}
              maxLength={40}
              onChange={(e) => set({ cta_label: e.currentTarget.value || null })}
            />
            <TextInput
              label={t('ctaUrl')}
              placeholder="https://"
              value={form.cta_url ?? ''}
              onChange={(e) => set({ cta_url: e.currentTarget.value || null })}
            />
          </SimpleGrid>
        </Stack>
      </Card>

      {videoId && video.data && <Renders video={video.data} />}
    </Stack>
  );
}

function Renders({ video }: { video: Video }) {
  const { t } = useTranslation('videos');
  const renders = useRenders(video._id);
  const request = useRequestRender();
  const placeholder = `{video:${video._id}}`;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('renders')}
          </Title>
          <Button
            leftSection={<IconWand size={16} />}
            disabled={!video.recording}
            loading={request.isPending}
            onClick={() =>
              request.mutate({ id: video._id, prospectId: null }, { onError: (e) => notify.error(e) })
            }
            data-testid="render-preview"
          >
            {t('renderPreview')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('useInCampaign')} <Code>{placeholder}</Code>{' '}
          <CopyButton value={placeholder}>
            {({ copied, copy }) => (
              <Anchor component="button" size="sm" onClick={copy}>
                {copied ? t('copied') : t('copy')}
              </Anchor>
            )}
          </CopyButton>
        </Text>
        {!video.recording && (
          <Alert color="yellow">{translateMessage(MESSAGES.videoRecordingRequired)}</Alert>
        )}
        {renders.data?.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('noRenders')}
          </Text>
        )}
        {renders.data?.items.map((r) => (
          <RenderRow key={r._id} render={r} />
        ))}
      </Stack>
    </Card>
  );
}

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const STATUS_COLOR = { pending: 'gray', rendering: 'blue', done: 'teal', failed: 'red' } as const;

function RenderRow({ render: r }: { render: VideoRender }) {
  const { t } = useTranslation('videos');
  return (
    <Card withBorder radius="sm" padding="sm" data-testid="render-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{r.prospect_name ?? t('sampleProspect')}</Text>
          <Group gap="xs">
            <Badge color={STATUS_COLOR[r.status]} variant="light">
              {t(`status.${r.status}`)}
            </Badge>
            {r.status === 'done' && (
              <Anchor href={`/v/${r._id}`} target="_blank" size="sm" data-testid="render-link">
                <Group gap={4}>
                  {t('openPage')} <IconExternalLink size={14} />
                </Group>
              </Anchor>
            )}
          </Group>
        </Group>
        {(r.status === 'pending' || r.status === 'rendering') && (
          <Progress value={r.progress} animated aria-label={t('progress')} />
        )}
        {r.error && (
          <Text size="sm" c="red">
            {translateMessage(r.error)}
          </Text>
        )}
        {r.background_fallback && (
          <Text size="sm" c="orange">
            {t('fallbackUsed')}
          </Text>
        )}
        {r.status === 'done' && (
          <Text size="sm" c="dimmed" data-testid="render-stats">
            {t('stats', { views: r.views, percent: r.max_watch_percent, clicks: r.cta_clicks })}
            {r.size ? ` · ${fileSize(r.size)}` : ''}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
