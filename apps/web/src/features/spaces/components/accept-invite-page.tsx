import { Button, Group, Stack, ThemeIcon } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useAnswerInvite } from '../api/answer-invite';
import { useInvitePreview } from '../api/invite-preview';
import { useSetSpace } from '../api/set-space';
import { SpaceHeading } from './space-heading';

/** /space/accept-invite?invite=…: the link of an email invite. */
export function AcceptInvitePage() {
  const { t } = useTranslation('spaces');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const inviteToken = searchParams.get('invite') ?? searchParams.get('invite_code') ?? '';
  const preview = useInvitePreview(inviteToken);
  const answer = useAnswerInvite();
  const setSpace = useSetSpace();

  if (!inviteToken) {
    return (
      <PageState
        kind="error"
        title={t('accept.invalidTitle')}
        action={
          <Button component={Link} to="/space/join">
            {t('use.join')}
          </Button>
        }
      />
    );
  }
  if (preview.isPending) return <PageState kind="loading" />;
  if (preview.isError) {
    return (
      <PageState
        kind="error"
        title={t('accept.invalidTitle')}
        description={translateError(preview.error)}
        action={
          <Button component={Link} to="/">
            {t('common.continue')}
          </Button>
        }
      />
    );
  }

  const inviteId = preview.data._id ?? inviteToken;
  const onAccept = () =>
    answer.mutate(
      { inviteId, answer: 'accept' },
      { onSuccess: () => setSpace.mutate({ space_id: preview.data.space._id }), onError: notify.error },
    );
  const onDecline = () =>
    answer.mutate(
      { inviteId, answer: 'decline' },
      { onSuccess: () => navigate('/', { replace: true }), onError: notify.error },
    );

  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconUsersPlus size={28} />
      </ThemeIcon>
      <SpaceHeading
        title={t('accept.title', { name: preview.data.space.name })}
        subtitle={t(`accept.as_${preview.data.granted_access}`)}
      />
      <Group grow w="100%">
        <Button
          variant="default"
          onClick={onDecline}
          loading={answer.isPending && answer.variables?.answer === 'decline'}
        >
          {t('accept.decline')}
        </Button>
        <Button
          onClick={onAccept}
          loading={(answer.isPending && answer.variables?.answer === 'accept') || setSpace.isPending}
        >
          {t('accept.accept')}
        </Button>
      </Group>
    </Stack>
  );
}
