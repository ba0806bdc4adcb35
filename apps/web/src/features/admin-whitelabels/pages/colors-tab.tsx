import { useState } from 'react';
import { Badge, Box, Button, Card, ColorInput, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { colorShades, contrastRatio, textOn, TEXT_CONTRAST } from '../../../lib/color-shades';
import { SaveBar } from '../components/save-bar';
import { useSaveWhitelabel } from '../components/use-save';
import { useWhitelabelContext } from './whitelabel-layout';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** colors: primary, secondary, accent, with a live preview of the palette the app derives (light and dark). */
export function ColorsTab() {
  const { t } = useTranslation('admin-whitelabels');
  const { whitelabel: wl } = useWhitelabelContext();
  const { save, saving } = useSaveWhitelabel(wl.brand);
  const [colors, setColors] = useState(wl.colors);
  const valid = HEX.test(colors.primary) && HEX.test(colors.secondary) && HEX.test(colors.accent);
  const dirty = JSON.stringify(colors) !== JSON.stringify(wl.colors);
  const set = (key: keyof typeof colors) => (value: string) => setColors((c) => ({ ...c, [key]: value }));

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Stack>
            {(['primary', 'secondary', 'accent'] as const).map((key) => (
              <ColorInput
                key={key}
                label={t(`fields.${key}`)}
                value={colors[key]}
                onChange={set(key)}
                format="hex"
                error={HEX.test(colors[key]) ? null : t('colors.invalid')}
                data-testid={`wl-color-${key}`}
              />
            ))}
            <Text size="sm" c="dimmed">
              {t('colors.hint')}
            </Text>
          </Stack>
        </Card>
        <Stack gap="sm">
          <Palette color={HEX.test(colors.primary) ? colors.primary : wl.colors.primary} />
          <Preview name={wl.name} colors={colors} scheme="light" />
          <Preview name={wl.name} colors={colors} scheme="dark" />
        </Stack>
      </SimpleGrid>
      <SaveBar dirty={dirty && valid} saving={saving} onSave={() => save({ colors })} />
    </Stack>
  );
}

/** The ten shades the theme uses, each with its contrast against white. */
function Palette({ color }: { color: string }) {
  const { t } = useTranslation('admin-whitelabels');
  const shades = colorShades(color);
  return (
    <Card p="sm">
      <Text size="sm" fw={600} mb="xs">
        {t('colors.palette')}
      </Text>
      <Group gap={0} wrap="nowrap" data-testid="wl-palette">
        {shades.map((shade, index) => (
          <Tooltip
            key={index}
            label={`${index} · ${shade} · ${contrastRatio(shade, '#ffffff').toFixed(1)}:1`}
          >
            <Box h={32} style={{ flex: 1, background: shade }} />
          </Tooltip>
        ))}
      </Group>
    </Card>
  );
}

/** A small mock of the app in this brand's colours (a header, a button, a badge, a link). */
function Preview({
  name,
  colors,
  scheme,
}: {
  name: string;
  colors: { primary: string; secondary: string; accent: string };
  scheme: 'light' | 'dark';
}) {
  const { t } = useTranslation('admin-whitelabels');
  const primary = HEX.test(colors.primary) ? colors.primary : '#4f46e5';
  const shades = colorShades(primary);
  const dark = scheme === 'dark';
  const surface = dark ? '#242424' : '#ffffff';
  // the first shade from the brand colour that reads on this surface (what the theme does for text)
  const order = dark ? [4, 3, 2, 1, 0] : [6, 7, 8, 9];
  const text =
    order.map((i) => shades[i]!).find((s) => contrastRatio(s, surface) >= TEXT_CONTRAST) ??
    shades[dark ? 0 : 9];
  const fill =
    [6, 7, 8, 9].map((i) => shades[i]!).find((s) => contrastRatio(s, '#ffffff') >= TEXT_CONTRAST) ??
    shades[9];
  return (
    <Card p={0} style={{ overflow: 'hidden', background: surface }} data-testid={`wl-preview-${scheme}`}>
      <Group px="sm" py={8} style={{ background: dark ? '#2e2e2e' : '#f8f9fa' }} justify="space-between">
        <Text fw={700} c={dark ? '#f1f3f5' : '#1f2328'} size="sm">
          {name}
        </Text>
        <Badge variant="light" style={{ background: dark ? shades[9] : shades[0], color: text }}>
          {t(`colors.${scheme}`)}
        </Badge>
      </Group>
      <Group p="sm" gap="sm">
        <Button size="xs" style={{ background: fill, color: textOn(fill) }}>
          {t('colors.sampleButton')}
        </Button>
        <Text size="sm" fw={600} style={{ color: text }}>
          {t('colors.sampleLink')}
        </Text>
        <Box w={14} h={14} style={{ borderRadius: 4, background: colors.accent }} />
        <Box w={14} h={14} style={{ borderRadius: 4, background: colors.secondary }} />
      </Group>
    </Card>
  );
}
