import { Anchor, Avatar, Badge, Box, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adjustToRead, textOn } from '../../../lib/color-shades';
import type { Workspace } from '../types';

/** 001 §9: the default logo is 35 px high. */
const LOGO_HEIGHT = 35;

/** Text in the colour, made readable on the light card (white) and on the dark one (Mantine's dark-6). */
const linkColor = (color: string) =>
  `light-dark(${adjustToRead(color, ['#ffffff'])}, ${adjustToRead(color, ['#2e2e2e'], 'lighter')})`;

/**
 * What members will see with the chosen colour and logo shape: a header with the workspace's logo, a button,
 * a link and a badge. Without a photo it says where to add one (the Basic tab).
 */
export function AppearancePreview({
  workspace,
  color,
  shape,
}: {
  workspace: Workspace;
  color: string;
  shape: 'square' | 'rectangle';
}) {
  const { t } = useTranslation('spaces');
  const logo =
    shape === 'rectangle' && workspace.photo ? (
      <Image src={workspace.photo} alt={workspace.name} h={LOGO_HEIGHT} w="auto" maw={180} fit="contain" />
    ) : (
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Avatar
          src={workspace.photo}
          name={workspace.name}
          size={LOGO_HEIGHT}
          radius="md"
          styles={{ placeholder: { background: color, color: textOn(color) } }}
        />
        <Text fw={700} truncate>
          {workspace.name}
        </Text>
      </Group>
    );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('appearance.preview')}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        data-testid="appearance-preview"
        aria-label={t('appearance.preview')}
      >
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            {logo}
            <Badge color={color} variant="light">
              {t('appearance.sampleBadge')}
            </Badge>
          </Group>
          <Group gap="md" wrap="wrap">
            <UnstyledButton
              px="md"
              py={6}
              style={{ background: color, color: textOn(color), borderRadius: 8, fontWeight: 600 }}
              tabIndex={-1}
              aria-hidden
            >
              {t('appearance.sampleButton')}
            </UnstyledButton>
            <Text size="sm" fw={500} style={{ color: linkColor(color) }}>
              {t('appearance.sampleLink')}
            </Text>
          </Group>
        </Stack>
      </Paper>
      {!workspace.photo && (
        <Box>
          <Text size="xs" c="dimmed" span>
            {t('appearance.noLogo')}{' '}
          </Text>
          <Anchor component={Link} to={`/preferences/workspace/basic/${workspace._id}`} size="xs">
            {t('appearance.toBasic')}
          </Anchor>
        </Box>
      )}
    </Stack>
  );
}
