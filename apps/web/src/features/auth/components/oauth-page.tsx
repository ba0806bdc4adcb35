import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAcceptOauth } from '../api/accept-oauth';
import { AuthHeading } from './auth-heading';
import { FormAlert } from './form-alert';

/** /oauth?oauth_client=…&state=…: the signed-in user grants an application access. */
export function OauthPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const accept = useAcceptOauth();
  const client = searchParams.get('oauth_client');
  const state = searchParams.get('state');
  if (!client || !state) return <Navigate to="/" replace />;

  const onAllow = () =>
    accept.mutate(
      { client_id: client, state },
      {
        onSuccess: (result) => {
          if (result?.redirect_url) window.location.assign(result.redirect_url);
          else navigate('/campaigns', { replace: true });
        },
      },
    );

  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconPlugConnected size={28} />
      </ThemeIcon>
      <AuthHeading title={t('oauth.title', { client })} subtitle={t('oauth.text', { client })} />
      <FormAlert error={accept.error} />
      <Group grow w="100%">
        <Button variant="default" onClick={() => navigate('/campaigns', { replace: true })}>
          {t('oauth.deny')}
        </Button>
        <Button onClick={onAllow} loading={accept.isPending}>
          {t('oauth.allow')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('oauth.note')}
      </Text>
    </Stack>
  );
}
