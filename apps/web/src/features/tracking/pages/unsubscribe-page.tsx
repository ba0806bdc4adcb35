import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { UnsubscribeState } from '@leadloop/domain/tracking/entities';
import { PageState } from '../../../components/page-state';

/** The public routes answer with the API envelope; no session is involved (plain fetch, like /v/). */
async function call(id: string, method: 'GET' | 'POST'): Promise<UnsubscribeState> {
  const path = `/api/t/u/${encodeURIComponent(id)}${method === 'GET' ? '/state' : ''}`;
  const response = await fetch(path, {
    method,
    ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as { ok?: boolean; payload?: UnsubscribeState };
  if (!response.ok || !body.ok || !body.payload) throw new Error(String(response.status));
  return body.payload;
}

/** /unsubscribe/{id} (public, from an email's unsubscribe link): one button puts the address on the sender's blacklist. */
export function UnsubscribePage() {
  const { t } = useTranslation('tracking');
  const { id = '' } = useParams();
  const state = useQuery({ queryKey: ['unsubscribe', id], queryFn: () => call(id, 'GET'), retry: false });
  const confirm = useMutation({ mutationFn: () => call(id, 'POST') });
  const done = confirm.data?.unsubscribed ?? state.data?.unsubscribed;

  return (
    <Container size={480} py={64}>
      {state.isPending ? (
        <PageState kind="loading" />
      ) : state.isError ? (
        <PageState kind="error" title={t('unsubscribe.invalid')} />
      ) : (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="md">
            <IconMailOff size={36} aria-hidden />
            <Title order={1} size="h3">
              {done ? t('unsubscribe.doneTitle') : t('unsubscribe.title')}
            </Title>
            <Text c="dimmed">
              {done
                ? t('unsubscribe.doneText', { email: state.data.email })
                : t('unsubscribe.text', { email: state.data.email })}
            </Text>
            {!done && (
              <Button
                color="red"
                loading={confirm.isPending}
                onClick={() => confirm.mutate()}
                data-testid="unsubscribe-confirm"
              >
                {t('unsubscribe.confirm')}
              </Button>
            )}
            {confirm.isError && (
              <Text c="red" size="sm" role="alert">
                {t('unsubscribe.failed')}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
