import {
  Button,
  Card,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ALLOWED_PAGES } from '@leadloop/domain/spaces/enums';
import { invitesBodySchema } from '@leadloop/domain/spaces/rules';
import { sharedSchemaResolver } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useCreateInvites } from '../api/create-invites';
import type { GrantedAccess } from '../types';

interface Values {
  emails: string[];
  granted_access: GrantedAccess;
  allowed_pages: string[];
}

/** Admins invite people by email as members (optionally limited to some pages) or admins. */
export function InviteByEmailCard({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation('spaces');
  const create = useCreateInvites(spaceId);
  const form = useForm<Values>({
    initialValues: { emails: [], granted_access: 'member', allowed_pages: [] },
    validate: sharedSchemaResolver(invitesBodySchema),
  });
  const isMember = form.values.granted_access === 'member';

  const onSubmit = form.onSubmit((values) =>
    create.mutate(
      {
        emails: values.emails.map((e) => e.trim()),
        granted_access: values.granted_access,
        allowed_pages:
          values.granted_access === 'member' && values.allowed_pages.length ? values.allowed_pages : null,
      },
      {
        onSuccess: (invites) => {
          notify.success(t('users.invitesSent', { count: invites.length }));
          form.reset();
        },
        onError: notify.error,
      },
    ),
  );

  return (
    <Card padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={4}>{t('users.inviteTitle')}</Title>
          <TagsInput
            label={t('users.emailsLabel')}
            placeholder={t('users.emailsPlaceholder')}
            splitChars={[',', ' ', ';']}
            clearable
            {...form.getInputProps('emails')}
            error={
              form.errors.emails ?? Object.entries(form.errors).find(([k]) => k.startsWith('emails.'))?.[1]
            }
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('users.accessLabel')}
            </Text>
            <SegmentedControl
              data={[
                { value: 'member', label: t('roles.member') },
                { value: 'admin', label: t('roles.admin') },
              ]}
              {...form.getInputProps('granted_access')}
            />
          </div>
          {isMember && (
            <MultiSelect
              label={t('users.pagesLabel')}
              description={t('users.pagesHint')}
              placeholder={t('users.allPages')}
              data={ALLOWED_PAGES.map((page) => ({ value: page, label: t(`pages.${page}`) }))}
              clearable
              searchable
              {...form.getInputProps('allowed_pages')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('users.sendInvites')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
