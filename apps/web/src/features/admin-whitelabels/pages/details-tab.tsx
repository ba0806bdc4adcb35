import { useState } from 'react';
import {
  Button,
  Card,
  FileButton,
  Group,
  Image,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { SaveBar } from '../components/save-bar';
import { useSaveWhitelabel } from '../components/use-save';
import { useUploadWhitelabelImage, type WhitelabelImage } from '../api/whitelabels';
import { useWhitelabelContext } from './whitelabel-layout';

/** details: name, status, logos (square, rectangle; 35 px by default) and favicon. */
export function DetailsTab() {
  const { t } = useTranslation('admin-whitelabels');
  const { whitelabel: wl } = useWhitelabelContext();
  const { save, saving } = useSaveWhitelabel(wl.brand);
  const [name, setName] = useState(wl.name);
  const [status, setStatus] = useState(wl.status);
  const [shape, setShape] = useState(wl.logo_shape);
  const [height, setHeight] = useState<number>(wl.logo_height);
  const dirty =
    name !== wl.name || status !== wl.status || shape !== wl.logo_shape || height !== wl.logo_height;

  return (
    <Stack gap="lg">
      <Card>
        <Stack>
          <TextInput label={t('fields.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Select
            label={t('fields.status')}
            value={status}
            onChange={(v) => v && setStatus(v as typeof status)}
            data={[
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
            allowDeselect={false}
          />
          <Text size="sm" c="dimmed">
            {t('details.hostsLine', { hosts: wl.hosts.join(', ') || '—' })}
          </Text>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <Text fw={600}>{t('details.logos')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <ImageField kind="logo_square" url={wl.logo_square_url} label={t('details.logoSquare')} />
            <ImageField
              kind="logo_rectangle"
              url={wl.logo_rectangle_url}
              label={t('details.logoRectangle')}
            />
            <ImageField kind="favicon" url={wl.favicon_url} label={t('details.favicon')} />
          </SimpleGrid>
          <Group grow wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('details.logoShape')}
              </Text>
              <SegmentedControl
                value={shape}
                onChange={(v) => setShape(v as typeof shape)}
                data={[
                  { value: 'square', label: t('details.square') },
                  { value: 'rectangle', label: t('details.rectangle') },
                ]}
              />
            </Stack>
            <NumberInput
              size="md"
              label={t('details.logoHeight')}
              value={height}
              onChange={(v) => setHeight(Number(v) || 35)}
              min={16}
              max={120}
              suffix=" px"
            />
          </Group>
        </Stack>
      </Card>
      <SaveBar
        dirty={dirty}
        saving={saving}
        onSave={() =>
          save({
            name,
            ...(status !== wl.status ? { status } : {}),
            logo_shape: shape,
            logo_height: height,
          })
        }
      />
    </Stack>
  );
}

function ImageField({ kind, url, label }: { kind: WhitelabelImage; url: string | null; label: string }) {
  const { t } = useTranslation('admin-whitelabels');
  const { whitelabel: wl } = useWhitelabelContext();
  const upload = useUploadWhitelabelImage(wl.brand);
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Card withBorder p="xs" w="100%" h={72} style={{ display: 'flex', alignItems: 'center' }}>
        {url ? (
          <Image src={url} alt={label} h={kind === 'favicon' ? 32 : wl.logo_height} w="auto" fit="contain" />
        ) : (
          <Text size="xs" c="dimmed">
            {t('details.noImage')}
          </Text>
        )}
      </Card>
      <FileButton
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={(file) =>
          file &&
          upload.mutate(
            { kind, file },
            { onSuccess: () => notify.success(t('common.saved')), onError: (e) => notify.error(e) },
          )
        }
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            leftSection={<IconUpload size={14} />}
            loading={upload.isPending}
            data-testid={`wl-upload-${kind}`}
          >
            {t('details.upload')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
