import { useEffect, useRef, useState } from 'react';
import { Box, Button, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import type { PublicVideo } from '../types';

const MILESTONES = [25, 50, 75, 100];

async function fetchPublic(id: string): Promise<PublicVideo> {
  const response = await fetch(`/api/public/videos/${encodeURIComponent(id)}`);
  const body = (await response.json().catch(() => ({}))) as { ok?: boolean; payload?: PublicVideo };
  if (!response.ok || !body.ok || !body.payload) throw new Error(String(response.status));
  return body.payload;
}

const record = (id: string, type: 'view' | 'watch' | 'cta', percent?: number) =>
  void fetch(`/api/public/videos/${encodeURIComponent(id)}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(percent === undefined ? { type } : { type, percent }),
    keepalive: true,
  }).catch(() => undefined);

/**
 * /v/{videoId} (000 §2: public, no navigation or header): the brand, the prospect's own video (the server
 * answers byte ranges, so seeking works), the sender's call to action. A view, the watch percentage and a
 * CTA click are recorded for the prospect.
 */
export function PublicVideoPage() {
  const { t } = useTranslation('videos');
  const { videoId = '' } = useParams();
  const video = useQuery({
    queryKey: ['public-video', videoId],
    queryFn: () => fetchPublic(videoId),
    retry: false,
    refetchInterval: (q) =>
      q.state.data && (q.state.data.status === 'pending' || q.state.data.status === 'rendering')
        ? 5000
        : false,
  });
  const viewed = useRef(false);
  const reached = useRef(new Set<number>());
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    document.title = video.data?.title ?? document.title;
  }, [video.data?.title]);

  if (video.isPending) return <PageState kind="loading" mih="100vh" />;
  if (video.isError) return <PageState kind="error" mih="100vh" title={t('public.notFound')} />;
  const v = video.data;

  const onTime = (el: HTMLVideoElement) => {
    if (!el.duration) return;
    const percent = Math.floor((el.currentTime / el.duration) * 100);
    for (const m of MILESTONES) {
      if (percent >= m - (m === 100 ? 2 : 0) && !reached.current.has(m)) {
        reached.current.add(m);
        record(v._id, 'watch', m);
      }
    }
  };

  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))" py="xl">
      <Container size="md">
        <Stack gap="lg" align="stretch">
          <Group gap="sm" data-testid="public-brand">
            {v.brand_logo_url && <Image src={v.brand_logo_url} alt="" h={35} w="auto" fit="contain" />}
            <Text fw={700} c="dimmed" size="sm">
              {v.brand_name}
            </Text>
          </Group>
          <Title order={1} size="h2">
            {v.title}
          </Title>
          {v.video_url ? (
            <Paper radius="md" shadow="md" style={{ overflow: 'hidden', background: '#000' }}>
              <video
                src={v.video_url}
                poster={v.thumbnail_url ?? undefined}
                controls
                playsInline
                preload="metadata"
                data-testid="public-player"
                style={{ width: '100%', display: 'block', aspectRatio: '16 / 9' }}
                onPlay={() => {
                  if (viewed.current) return;
                  viewed.current = true;
                  record(v._id, 'view');
                }}
                onTimeUpdate={(e) => onTime(e.currentTarget)}
                onEnded={() => setEnded(true)}
              />
            </Paper>
          ) : (
            <PageState
              kind={v.status === 'failed' ? 'error' : 'loading'}
              title={v.status === 'failed' ? t('public.failed') : t('public.preparing')}
            />
          )}
          {v.sender_name && (
            <Text size="sm" c="dimmed">
              {t('public.from', { name: v.sender_name })}
            </Text>
          )}
          {v.cta_url && (
            <Button
              component="a"
              href={v.cta_url}
              target="_blank"
              rel="noopener noreferrer"
              size="lg"
              color={v.brand_color}
              variant={ended ? 'filled' : 'light'}
              onClick={() => record(v._id, 'cta')}
              data-testid="public-cta"
            >
              {v.cta_label || t('public.ctaDefault')}
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
