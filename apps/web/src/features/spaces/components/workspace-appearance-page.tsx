import { Button, Card, ColorInput, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { HEX_COLOR_PATTERN } from '@leadloop/domain/common/text';
import { LOGO_SHAPES } from '@leadloop/domain/spaces/enums';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { translateMessage } from '../../../lib/messages';
import { applyServerFieldError } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useBrand } from '../../brand';
import { useUpdateSpace } from '../api/update-space';
import type { Workspace } from '../types';
import { AppearancePreview } from './workspace-appearance-preview';
import { WorkspaceSettingsFrame } from './workspace-settings-frame';

type LogoShape = (typeof LOGO_SHAPES)[number];
const SWATCHES = [
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#fab005',
  '#fd7e14',
  '#fa5252',
  '#e64980',
  '#7950f2',
  '#343a40',
];

/** /preferences/workspace/appearance/:id — the workspace's colour and logo shape (admins edit, members read). */
export function WorkspaceAppearancePage() {
  return (
    <WorkspaceSettingsFrame>
      {(workspace, isAdmin) => (
        <AppearanceForm
          key={`${workspace.config.color}-${workspace.config.logo_shape}`}
          workspace={workspace}
          canEdit={isAdmin}
        />
      )}
    </WorkspaceSettingsFrame>
  );
}

function AppearanceForm({ workspace, canEdit }: { workspace: Workspace; canEdit: boolean }) {
  const { t } = useTranslation('spaces');
  const brand = useBrand();
  const brandColor = brand.data?.colors.primary ?? null;
  const update = useUpdateSpace(workspace._id);
  const form = useForm({
    initialValues: {
      color: workspace.config.color ?? brandColor ?? '',
      logo_shape: (workspace.config.logo_shape ?? 'square') as LogoShape,
    },
    validate: {
      color: (value) =>
        HEX_COLOR_PATTERN.test(value.trim()) ? null : translateMessage(MESSAGES.invalidColor),
    },
  });
  const color = HEX_COLOR_PATTERN.test(form.values.color.trim())
    ? form.values.color.trim()
    : (workspace.config.color ?? brandColor ?? '#4c6ef5');
  const isBrandColor = brandColor !== null && color.toLowerCase() === brandColor.toLowerCase();

  const save = (config: { color?: string | null; logo_shape?: LogoShape }) =>
    update.mutate(
      { config },
      {
        onSuccess: () => notify.success(t('appearance.saved')),
        onError: (error) => applyServerFieldError(form, error) || notify.error(error),
      },
    );
  const onSubmit = form.onSubmit((values) =>
    save({
      // the brand's own colour is kept as "none of our own": a later change of the brand's reaches this workspace
      color: isBrandColor ? null : values.color.trim(),
      logo_shape: values.logo_shape,
    }),
  );

  return (
    <Card padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {t('appearance.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('appearance.intro')}
            </Text>
          </Stack>
          <Stack gap="xs">
            <ColorInput
              label={t('appearance.color')}
              description={t('appearance.colorHint')}
              format="hex"
              swatches={SWATCHES}
              swatchesPerRow={6}
              disabled={!canEdit}
              maw={320}
              data-testid="appearance-color"
              {...form.getInputProps('color')}
            />
            {canEdit && brandColor && !isBrandColor && (
              <Group>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => form.setFieldValue('color', brandColor)}
                >
                  {t('appearance.useBrandColor')}
                </Button>
              </Group>
            )}
          </Stack>
          <Radio.Group
            label={t('appearance.logoShape')}
            description={t('appearance.logoShapeHint')}
            {...form.getInputProps('logo_shape')}
          >
            <Stack gap="xs" mt="xs">
              {LOGO_SHAPES.map((shape) => (
                <Radio
                  key={shape}
                  value={shape}
                  disabled={!canEdit}
                  label={t(`appearance.shapes.${shape}`)}
                  description={t(`appearance.shapes.${shape}Hint`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <AppearancePreview workspace={workspace} color={color} shape={form.values.logo_shape} />
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                {t('settings.save')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('settings.adminsOnly')}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}
