import { ActionIcon, Button, Card, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { PageState } from '../../../components/page-state';
import { translateError, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useCodeInvites } from '../api/code-invites';
import { useRenewCodeInvite } from '../api/renew-code-invite';

/** The workspace's 12-character invite code: copy it, or renew it to stop the old one working. */
export function InviteCodeCard({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation('spaces');
  const codes = useCodeInvites(spaceId);
  const renew = useRenewCodeInvite(spaceId);
  const code = codes.data?.[0];

  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Title order={4}>{t('users.codeTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('users.codeText')}
        </Text>
        {codes.isPending && <PageState kind="loading" mih={60} />}
        {codes.isError && (
          <Text c="red" size="sm">
            {translateError(codes.error)}
          </Text>
        )}
        {codes.isSuccess && !code && (
          <Text c="dimmed" size="sm">
            {t('users.noCode')}
          </Text>
        )}
        {code && (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs">
              <Text ff="monospace" fz={22} fw={700} lts={2} data-testid="invite-code">
                {code.code}
              </Text>
              <CopyButton value={code.code}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? translateMessage(MESSAGES.copiedSuccessfully) : t('users.copy')}>
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={t('users.copy')}
                      onClick={() => {
                        copy();
                        notify.success(translateMessage(MESSAGES.copiedSuccessfully));
                      }}
                    >
                      {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={renew.isPending}
              onClick={() => renew.mutate({ spaceId, codeId: code._id }, { onError: notify.error })}
            >
              {t('users.renew')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
