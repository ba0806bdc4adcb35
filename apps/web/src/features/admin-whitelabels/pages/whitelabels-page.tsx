import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  ColorSwatch,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ColorInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { brandKeySchema } from '@leadloop/domain/admin/whitelabels';
import { BrandLogo } from '../../../components/brand-logo';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { translateError, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useCreateWhitelabel, useWhitelabels } from '../api/whitelabels';
import type { WhitelabelStatus } from '../types';

/** /admin/whitelabels/{status?} (000 §2): the brands by status, each opening its settings. */
export function WhitelabelsPage({ status }: { status?: WhitelabelStatus }) {
  const { t } = useTranslation('admin-whitelabels');
  const navigate = useNavigate();
  const list = useWhitelabels(status);
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <PageTitle>{t('list.title')}</PageTitle>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          data-testid="wl-create"
        >
          {t('list.create')}
        </Button>
      </Group>
      <SegmentedControl
        value={status ?? 'all'}
        onChange={(value) => navigate(value === 'all' ? '/admin/whitelabels' : `/admin/whitelabels/${value}`)}
        data={[
          { value: 'all', label: t('list.all') },
          {
            value: 'active',
            label: `${t('status.active')}${list.data ? ` · ${list.data.counts.active}` : ''}`,
          },
          {
            value: 'inactive',
            label: `${t('status.inactive')}${list.data ? ` · ${list.data.counts.inactive}` : ''}`,
          },
        ]}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending ? (
        <PageState kind="loading" />
      ) : list.isError ? (
        <PageState
          kind="error"
          title={t('list.error')}
          description={translateError(list.error)}
          action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : !list.data.whitelabels.length ? (
        <PageState kind="empty" title={t('list.empty')} description={t('list.emptyHint')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.data.whitelabels.map((wl) => (
            <Card
              key={wl.brand}
              component={Link}
              to={`/admin/whitelabels/${wl.brand}/details`}
              data-testid={`wl-card-${wl.brand}`}
              style={{ textDecoration: 'none' }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <BrandLogo name={wl.name} logoUrl={wl.logo_square_url} size={35} />
                <Badge color={wl.status === 'active' ? 'teal' : 'gray'} variant="light">
                  {t(`status.${wl.status}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" mt="sm">
                {wl.hosts[0] ?? wl.brand}
              </Text>
              <Group gap="xs" mt="sm" justify="space-between">
                <Group gap={4}>
                  {[wl.colors.primary, wl.colors.secondary, wl.colors.accent].map((c) => (
                    <ColorSwatch key={c} color={c} size={16} />
                  ))}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('list.users', { count: wl.users_count })}
                </Text>
              </Group>
              <Group gap={4} mt="xs">
                {wl.is_buzz && <Badge size="xs">{t('list.buzz')}</Badge>}
                {wl.restriction.is_restricted && (
                  <Badge size="xs" color="orange">
                    {t('list.restricted')}
                  </Badge>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <CreateWhitelabelModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function CreateWhitelabelModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-whitelabels');
  const navigate = useNavigate();
  const create = useCreateWhitelabel();
  const [name, setName] = useState('');
  const [brand, setBrand] = useState('');
  const [color, setColor] = useState('#4f46e5');
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const key = brandKeySchema.safeParse(brand);
    if (!key.success) return setError(translateMessage(key.error.issues[0]?.message));
    setError(null);
    create.mutate(
      { brand: key.data, name: name.trim(), primary_color: color, hosts: host.trim() ? [host.trim()] : [] },
      {
        onSuccess: (saved) => {
          notify.success(t('list.created'));
          onClose();
          navigate(`/admin/whitelabels/${saved.brand}/colors`);
        },
        onError: (e) => notify.error(e),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('list.create')}>
      <Stack>
        <TextInput
          label={t('fields.name')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            if (!brand || brand === slug(name)) setBrand(slug(e.currentTarget.value));
          }}
          required
          data-testid="wl-name"
        />
        <TextInput
          label={t('fields.brandKey')}
          description={t('fields.brandKeyHint')}
          value={brand}
          onChange={(e) => setBrand(e.currentTarget.value)}
          error={error}
          required
          data-testid="wl-key"
        />
        <ColorInput
          label={t('fields.primary')}
          value={color}
          onChange={setColor}
          format="hex"
          data-testid="wl-color"
        />
        <TextInput
          label={t('fields.host')}
          description={t('fields.hostHint')}
          placeholder="app.example.com"
          value={host}
          onChange={(e) => setHost(e.currentTarget.value)}
          data-testid="wl-host"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={create.isPending}
            disabled={!name.trim()}
            data-testid="wl-create-submit"
          >
            {t('list.createSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
