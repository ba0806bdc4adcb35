import { Avatar, Button, Card, FileButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { validateAvatar } from '@leadloop/domain/admin/rules';
import { updateSpaceBodySchema } from '@leadloop/domain/spaces/rules';
import { PageState } from '../../../components/page-state';
import { applyServerFieldError, sharedSchemaResolver } from '../../../lib/form';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useSpaces } from '../api/fetch-spaces';
import { useSaveSpacePhoto } from '../api/save-space-photo';
import { useSpaceInfo } from '../api/space-info';
import { useUpdateSpace } from '../api/update-space';
import type { Workspace } from '../types';
import { WorkspaceSettingsTabs } from './workspace-settings-tabs';

const nameSchema = updateSpaceBodySchema.shape.space_object.required({ name: true });

/** /preferences/workspace/basic/:id — the workspace's name and photo (admins edit, members read). */
export function WorkspaceBasicPage() {
  const { t } = useTranslation('spaces');
  const { id = '' } = useParams();
  const info = useSpaceInfo(id);
  const spaces = useSpaces();
  const isAdmin = spaces.data?.some((s) => s._id === id && s.is_admin) ?? false;

  if (info.isPending) return <PageState kind="loading" />;
  if (info.isError)
    return (
      <PageState
        kind="error"
        title={t('common.loadError')}
        description={translateMessage(info.error.message)}
      />
    );
  return (
    <Stack gap="lg" maw={880}>
      <Title order={2}>{t('settings.title')}</Title>
      <WorkspaceSettingsTabs spaceId={id} />
      <BasicForm key={info.data.name} workspace={info.data} canEdit={isAdmin} />
    </Stack>
  );
}

function BasicForm({ workspace, canEdit }: { workspace: Workspace; canEdit: boolean }) {
  const { t } = useTranslation('spaces');
  const update = useUpdateSpace(workspace._id);
  const photo = useSaveSpacePhoto(workspace._id);
  const form = useForm({
    initialValues: { name: workspace.name },
    validate: sharedSchemaResolver(nameSchema),
  });

  const onPhoto = (file: File | null) => {
    const check = validateAvatar(file);
    if (check !== true) return notify.error(new Error(check));
    photo.mutate(file!, { onSuccess: () => notify.success(t('settings.photoSaved')), onError: notify.error });
  };
  const onSubmit = form.onSubmit((values) =>
    update.mutate(
      { name: values.name.trim() },
      {
        onSuccess: () => notify.success(t('settings.saved')),
        onError: (error) => applyServerFieldError(form, error) || notify.error(error),
      },
    ),
  );

  return (
    <Card padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Group gap="md">
            <Avatar src={workspace.photo} name={workspace.name} color="brand" radius="md" size={72} />
            <Stack gap={4} align="flex-start" miw={0} style={{ flex: 1 }}>
              <Text fw={600}>{t('settings.photo')}</Text>
              <Text size="xs" c="dimmed">
                {t('settings.photoHint')}
              </Text>
              {canEdit && (
                <FileButton onChange={onPhoto} accept="image/png,image/jpeg,image/gif,image/webp">
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      size="compact-sm"
                      leftSection={<IconUpload size={14} />}
                      loading={photo.isPending}
                    >
                      {t('settings.upload')}
                    </Button>
                  )}
                </FileButton>
              )}
            </Stack>
          </Group>
          <TextInput label={t('create.nameLabel')} disabled={!canEdit} {...form.getInputProps('name')} />
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
