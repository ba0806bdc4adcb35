import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { useCredentialHealth } from '../api/admin-api';
import type { CustomerInfo } from '../types';

const BAND_COLORS = { at_risk: 'red', attention: 'yellow', healthy: 'green' } as const;

/** The customer's connected accounts; each opens its health statistics (one account's index and figures). */
export function CustomerAccounts({ accounts }: { accounts: CustomerInfo['accounts'] }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<CustomerInfo['accounts'][number] | null>(null);
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h5" mb="xs">
        {t('accounts.title')}
      </Title>
      {accounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('accounts.empty')}
        </Text>
      ) : (
        <Stack gap={6}>
          {accounts.map((a) => (
            <Group key={a._id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {a.name}
              </Text>
              <Button size="compact-xs" variant="light" onClick={() => setOpen(a)}>
                {t('accounts.health')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {open && <AccountHealth id={open._id} name={open.name} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function AccountHealth({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const health = useCredentialHealth(id);
  const h = health.data;
  let body;
  if (health.isPending) body = <PageState kind="loading" mih={160} />;
  else if (health.isError || !h)
    body = (
      <PageState kind="error" mih={160} title={t('errors.load')} description={translateError(health.error)} />
    );
  else if (h.score === null) body = <PageState kind="empty" mih={160} title={t('accounts.notComputed')} />;
  else
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge size="lg" color={BAND_COLORS[h.band!]} variant="light">
            {h.score} · {t(`accounts.bands.${h.band}`)}
          </Badge>
          {h.computed_at && (
            <Text size="xs" c="dimmed">
              {t('accounts.computed', { date: new Date(h.computed_at).toLocaleString(i18n.language) })}
            </Text>
          )}
        </Group>
        <Table.ScrollContainer minWidth={300}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounts.figure')}</Table.Th>
                <Table.Th ta="right">{t('accounts.value')}</Table.Th>
                <Table.Th ta="right">{t('accounts.points')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(h.figures).map(([key, value]) => {
                const rule = h.matched.find((m) => m.trigger === key);
                return (
                  <Table.Tr key={key}>
                    <Table.Td>
                      {t(`accounts.triggers.${key}`, { defaultValue: key.replace(/_/g, ' ') })}
                    </Table.Td>
                    <Table.Td ta="right">{value}</Table.Td>
                    <Table.Td ta="right">
                      {rule ? `${rule.points > 0 ? '+' : ''}${rule.points}` : '—'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    );
  return (
    <Modal opened onClose={onClose} title={t('accounts.healthOf', { name })}>
      {body}
    </Modal>
  );
}
