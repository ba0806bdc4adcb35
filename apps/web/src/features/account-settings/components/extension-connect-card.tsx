import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey, IconPlugOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import {
  useExtensionTokenState,
  useIssueExtensionToken,
  useRevokeExtensionToken,
  type ExtensionTokenState,
} from '../api/extension-token';
import { SectionCard } from './section-card';

/** The extension calls every minute while the browser is open: seen within this long counts as connected. */
const CONNECTED_WITHIN_MS = 3 * 60_000;

type Link = 'none' | 'waiting' | 'connected' | 'away';
function linkOf(state: ExtensionTokenState): Link {
  if (!state.issued_at) return 'none';
  if (!state.last_seen_at) return 'waiting';
  return Date.now() - Date.parse(state.last_seen_at) < CONNECTED_WITHIN_MS ? 'connected' : 'away';
}
const LINK_COLOR: Record<Link, string> = {
  none: 'gray',
  waiting: 'yellow',
  connected: 'teal',
  away: 'orange',
};

/** An extension account: issue the token the browser extension connects with, see it connected, revoke it. */
export function ExtensionConnectCard({ credentialId }: { credentialId: string }) {
  const { t, i18n } = useTranslation('account-settings');
  const state = useExtensionTokenState(credentialId);
  const issue = useIssueExtensionToken(credentialId);
  const revoke = useRevokeExtensionToken(credentialId);
  // The token exists only in this answer: shown once, never read back from the server.
  const [token, setToken] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'reissue' | 'revoke' | null>(null);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const makeToken = () =>
    issue.mutate(undefined, {
      onSuccess: (answer) => {
        setToken(answer.token);
        setConfirming(null);
      },
      onError: notify.error,
    });

  let body;
  if (state.isPending) body = <Skeleton h={64} radius="md" />;
  else if (state.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {translateError(state.error)}
      </Alert>
    );
  else {
    const link = linkOf(state.data);
    body = (
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge color={LINK_COLOR[link]} variant="light" data-testid="extension-link">
            {t(`extension.link.${link}`)}
          </Badge>
          {state.data.last_seen_at && (
            <Text size="sm" c="dimmed">
              {t('extension.lastSeen', { when: when(state.data.last_seen_at) })}
            </Text>
          )}
        </Group>
        {token && (
          <Alert
            color="teal"
            variant="light"
            title={t('extension.tokenTitle')}
            withCloseButton
            onClose={() => setToken(null)}
            closeButtonLabel={t('extension.hideToken')}
          >
            <Stack gap="xs">
              <Text size="sm">{t('extension.shownOnce')}</Text>
              <Group gap="xs" wrap="nowrap">
                <Code data-testid="extension-token" style={{ wordBreak: 'break-all', flex: 1 }}>
                  {token}
                </Code>
                <CopyButton value={token}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('extension.copied') : t('extension.copy')}>
                      <ActionIcon variant="light" onClick={copy} aria-label={t('extension.copy')}>
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
              <List type="ordered" size="sm" spacing={4}>
                <List.Item>{t('extension.step1')}</List.Item>
                <List.Item>
                  {t('extension.step2')} <Code>{window.location.origin}</Code>
                </List.Item>
                <List.Item>{t('extension.step3')}</List.Item>
              </List>
            </Stack>
          </Alert>
        )}
        <Group gap="xs">
          <Button
            size="sm"
            variant="light"
            leftSection={<IconKey size={16} />}
            loading={issue.isPending}
            onClick={() => (state.data.issued_at ? setConfirming('reissue') : makeToken())}
            data-testid="extension-issue"
          >
            {state.data.issued_at ? t('extension.reissue') : t('extension.issue')}
          </Button>
          {state.data.issued_at && (
            <Button
              size="sm"
              variant="light"
              color="red"
              leftSection={<IconPlugOff size={16} />}
              onClick={() => setConfirming('revoke')}
            >
              {t('extension.revoke')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <SectionCard title={t('extension.title')} description={t('extension.text')}>
      {body}
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'revoke' ? t('extension.revokeTitle') : t('extension.reissueTitle')}
        message={confirming === 'revoke' ? t('extension.revokeText') : t('extension.reissueText')}
        confirmLabel={confirming === 'revoke' ? t('extension.revoke') : t('extension.reissue')}
        cancelLabel={t('cancel')}
        danger
        loading={issue.isPending || revoke.isPending}
        onConfirm={() =>
          confirming === 'reissue'
            ? makeToken()
            : revoke.mutate(undefined, {
                onSuccess: () => {
                  setToken(null);
                  setConfirming(null);
                  notify.success(t('extension.revoked'));
                },
                onError: notify.error,
              })
        }
      />
    </SectionCard>
  );
}
