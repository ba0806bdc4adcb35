import {
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_NAME_MAX } from '@leadloop/domain/integrations/enums';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { SecretReveal } from '../components/secret-reveal';

/** 000 §2 /integrations/api: API tokens with an expiry (shown once), their last use, revoke. */
export function ApiTokensPage() {
  const { t, i18n } = useTranslation('integrations');
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [days, setDays] = useState<string>('30');
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const date = (iso: string | null, never: string) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)) : never;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const result = await create.mutateAsync({ name: name.trim(), expires_in_days: Number(days) });
      setMade(result.token);
      setName('');
    } catch (err) {
      setError(translateError(err));
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/integrations?type=automation" size="sm">
          {t('back')}
        </Anchor>
        <PageTitle>{t('api.title')}</PageTitle>
        <Text c="dimmed">
          {t('api.subtitle')}{' '}
          <Anchor href="/api/docs" target="_blank" rel="noopener" underline="always">
            {t('api.docs')}
          </Anchor>
        </Text>
      </div>
      {made ? <SecretReveal title={t('api.tokenTitle')} value={made} onClose={() => setMade(null)} /> : null}
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('api.new')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('api.name')}
              placeholder={t('api.namePlaceholder')}
              value={name}
              maxLength={API_TOKEN_NAME_MAX}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
              required
              style={{ flex: '1 1 220px' }}
            />
            <Select
              label={t('api.expiry')}
              data={API_TOKEN_EXPIRY_DAYS.map((d) => ({
                value: String(d),
                label: d ? t('api.days', { count: d }) : t('api.never'),
              }))}
              value={days}
              onChange={(v) => setDays(v ?? '30')}
              allowDeselect={false}
              style={{ flex: '0 1 180px' }}
            />
            <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
              {t('api.create')}
            </Button>
          </Group>
        </form>
      </Card>
      {tokens.isPending ? (
        <PageState kind="loading" />
      ) : tokens.isError ? (
        <PageState kind="error" title={t('loadError')} />
      ) : tokens.data.length === 0 ? (
        <PageState kind="empty" title={t('api.emptyTitle')} description={t('api.emptyText')} />
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('api.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('api.name')}</Table.Th>
                  <Table.Th>{t('api.created')}</Table.Th>
                  <Table.Th>{t('api.expires')}</Table.Th>
                  <Table.Th>{t('api.lastUsed')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('webhooks.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.data.map((token) => (
                  <Table.Tr key={token._id} data-testid="token-row">
                    <Table.Td fw={600}>{token.name}</Table.Td>
                    <Table.Td>{date(token.created_at, '—')}</Table.Td>
                    <Table.Td>{date(token.expires_at, t('api.never'))}</Table.Td>
                    <Table.Td>{date(token.last_used_at, t('api.notUsed'))}</Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={t('api.revokeNamed', { name: token.name })}
                          loading={revoke.isPending && revoke.variables === token._id}
                          onClick={() =>
                            revoke.mutate(token._id, {
                              onSuccess: () => notify.success(t('api.revoked')),
                              onError: (err) => notify.error(err),
                            })
                          }
                        >
                          {t('api.revoke')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
