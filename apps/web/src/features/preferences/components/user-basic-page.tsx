import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { PhotoField } from '../../../components/photo-field';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { validateAvatar } from '@leadloop/domain/admin/rules';
import { updateUserBodySchema } from '@leadloop/domain/auth/rules';
import { PageState } from '../../../components/page-state';
import { applyServerFieldError, sharedSchemaResolver } from '../../../lib/form';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useProfile } from '../api/fetch-profile';
import { useSaveUserPhoto } from '../api/save-user-photo';
import { useUpdateProfile } from '../api/update-profile';
import type { Profile } from '../types';
import { UserSettingsTabs } from './user-settings-tabs';
import { PageTitle } from '../../../components/page-title';

/** /preferences/user/basic — name, phone and photo of the signed-in user. */
export function UserBasicPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle>{t('preferences.userTitle')}</PageTitle>
      <UserSettingsTabs />
      {profile.isPending && <PageState kind="loading" />}
      {profile.isError && <PageState kind="error" description={translateError(profile.error)} />}
      {profile.isSuccess && <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} />}
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const photo = useSaveUserPhoto();
  const form = useForm({
    initialValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone ?? '',
    },
    validate: sharedSchemaResolver(updateUserBodySchema),
  });
  const name = `${profile.first_name} ${profile.last_name}`.trim();

  const onPhoto = (file: File | null) => {
    const check = validateAvatar(file);
    if (check !== true) return notify.error(new Error(check));
    photo.mutate(file!, {
      onSuccess: () => notify.success(t('preferences.photoSaved')),
      onError: notify.error,
    });
  };
  const onSubmit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notify.success(t('preferences.saved')),
      onError: (error) => applyServerFieldError(form, error) || notify.error(error),
    }),
  );

  return (
    <Card padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <PhotoField
            src={profile.avatar}
            name={name}
            title={profile.email}
            hint={t('preferences.photoHint')}
            uploadLabel={t('preferences.upload')}
            onFile={onPhoto}
            uploading={photo.isPending}
            avatarProps={{ color: 'initials', radius: 'xl' }}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('preferences.firstName')}
              autoComplete="given-name"
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('preferences.lastName')}
              autoComplete="family-name"
              {...form.getInputProps('last_name')}
            />
          </Group>
          <TextInput
            label={t('preferences.phone')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              {t('preferences.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
