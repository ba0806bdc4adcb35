import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Modal } from '../../../components/deferred-mantine';
import { IconFlask, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useCreateSampleWorkspace, useDeleteSampleWorkspace } from '../api/sample-data';

/** Starts a sample workspace and opens its progress screen. */
export function useTrySampleData() {
  const navigate = useNavigate();
  const create = useCreateSampleWorkspace((sample) => navigate(`/space/sample/${sample.space_id}`));
  return { start: () => create.mutate(), isPending: create.isPending };
}

/** "Try it with sample data" (first workspace screen): see the product working before setting it up. */
export function SampleDataCard() {
  const { t } = useTranslation('spaces');
  const sample = useTrySampleData();
  return (
    <Card withBorder radius="md" p="md" data-testid="sample-data-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" color="grape" size={40} radius="md" aria-hidden>
          <IconFlask size={22} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={600}>{t('sample.cardTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('sample.cardText')}
          </Text>
          <Group>
            <Button variant="light" color="grape" onClick={sample.start} loading={sample.isPending}>
              {t('sample.try')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** The mark of a sample workspace (switcher tiles, account panel). */
export function SampleBadge() {
  const { t } = useTranslation('spaces');
  return (
    <Badge size="sm" color="grape" variant="light" style={{ flexShrink: 0 }} data-testid="sample-badge">
      {t('sample.badge')}
    </Badge>
  );
}

/** The banner of a sample workspace: what it is, and deleting it in one click (after a confirmation). */
export function SampleBanner({ spaceId, building }: { spaceId: string; building: boolean }) {
  const { t } = useTranslation('spaces');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSampleWorkspace();
  const onDelete = () =>
    remove.mutate(spaceId, {
      onSuccess: () => window.location.assign('/'),
      onError: notify.error,
    });
  return (
    <>
      <Alert variant="light" color="grape" icon={<IconFlask size={18} />} mb="md" data-testid="sample-banner">
        <Group justify="space-between" gap="sm">
          <Text size="sm" style={{ flex: '1 1 320px' }}>
            {building ? t('sample.bannerBuilding') : t('sample.bannerText')}{' '}
            {building && (
              <Anchor component={Link} to={`/space/sample/${spaceId}`} size="sm" fw={600}>
                {t('sample.seeProgress')}
              </Anchor>
            )}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => setConfirming(true)}
          >
            {t('sample.delete')}
          </Button>
        </Group>
      </Alert>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('sample.deleteTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{t('sample.deleteText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('sample.cancel')}
            </Button>
            <Button
              color="red"
              onClick={onDelete}
              loading={remove.isPending}
              data-testid="confirm-delete-sample"
            >
              {t('sample.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
