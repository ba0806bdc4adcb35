import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { WorkspaceSettingsFrame } from './workspace-settings-frame';
import { PhotoField } from '../../../components/photo-field';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { validateAvatar } from '@leadloop/domain/admin/rules';
import { updateSpaceBodySchema } from '@leadloop/domain/spaces/rules';
import { applyServerFieldError, sharedSchemaResolver } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useSaveSpacePhoto } from '../api/save-space-photo';
import { useUpdateSpace } from '../api/update-space';
import type { Workspace } from '../types';

const nameSchema = updateSpaceBodySchema.shape.space_object.required({ name: true });

/** /preferences/workspace/basic/:id — the workspace's name and photo (admins edit, members read). */
export function WorkspaceBasicPage() {
  return (
    <WorkspaceSettingsFrame>
      {(workspace, isAdmin) => <BasicForm key={workspace.name} workspace={workspace} canEdit={isAdmin} />}
    </WorkspaceSettingsFrame>
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
          <PhotoField
            src={workspace.photo}
            name={workspace.name}
            title={t('settings.photo')}
            hint={t('settings.photoHint')}
            uploadLabel={t('settings.upload')}
            onFile={onPhoto}
            uploading={photo.isPending}
            canEdit={canEdit}
            avatarProps={{ color: 'brand', radius: 'md' }}
          />
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
