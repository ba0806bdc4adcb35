import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVITE_CODE_LENGTH, joinSpaceBodySchema } from '@leadloop/domain/spaces/rules';
import { applyServerFieldError, sharedSchemaResolver } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useJoinSpace } from '../api/join-space';
import { useSetSpace } from '../api/set-space';
import { SpaceHeading } from './space-heading';
import { translateError } from '../../../lib/messages';

/** /space/join: join a workspace with its 12-character invite code. */
export function JoinSpacePage() {
  const { t } = useTranslation('spaces');
  const [searchParams] = useSearchParams();
  const join = useJoinSpace();
  const setSpace = useSetSpace();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { invite_code: searchParams.get('invite_code') ?? '' },
    validate: sharedSchemaResolver(joinSpaceBodySchema),
  });

  const onSubmit = form.onSubmit((values) =>
    join.mutate(
      { invite_code: values.invite_code.trim() },
      {
        onSuccess: (space) => setSpace.mutate({ space_id: space._id }, { onError: notify.error }),
        onError: (error) =>
          applyServerFieldError(form, error) || form.setFieldError('invite_code', translateError(error)),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <SpaceHeading title={t('join.title')} subtitle={t('join.subtitle', { length: INVITE_CODE_LENGTH })} />
      <Stack gap="md">
        <TextInput
          label={t('join.codeLabel')}
          placeholder="XXXXXXXXXXXX"
          maxLength={INVITE_CODE_LENGTH}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 2 } }}
          key={form.key('invite_code')}
          {...form.getInputProps('invite_code')}
        />
        <Button type="submit" size="md" fullWidth loading={join.isPending || setSpace.isPending}>
          {t('join.submit')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('join.noCode')}{' '}
          <Anchor component={Link} to="/space/create" fw={600}>
            {t('join.createLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
