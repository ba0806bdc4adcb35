import { Anchor, Badge, Card, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { useProviderInvoices } from '../api/billing';
import { formatDate, formatPrice } from './format';

/** Stripe's invoices of the workspace, each with Stripe's page (view, pay, download). */
export function ProviderInvoices() {
  const { t, i18n } = useTranslation('billing');
  const invoices = useProviderInvoices();
  let body;
  if (invoices.isPending) body = <PageState kind="loading" mih={120} />;
  else if (invoices.isError) body = <PageState kind="error" mih={120} title={t('error')} />;
  else if (!invoices.data.items.length)
    body = <PageState kind="empty" mih={120} title={t('invoices.empty')} />;
  else
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table striped data-testid="provider-invoices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.number')}</Table.Th>
              <Table.Th>{t('transactions.date')}</Table.Th>
              <Table.Th>{t('transactions.status')}</Table.Th>
              <Table.Th ta="right">{t('transactions.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.items.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>
                  {i.url ? (
                    <Anchor href={i.url} target="_blank" rel="noreferrer">
                      {i.number ?? t('invoices.view')}
                    </Anchor>
                  ) : (
                    (i.number ?? '—')
                  )}
                </Table.Td>
                <Table.Td>{formatDate(i.date, i18n.language)}</Table.Td>
                <Table.Td>
                  <Badge color={i.status === 'paid' ? 'teal' : 'gray'} variant="light">
                    {t(`invoices.status.${i.status}`, { defaultValue: i.status })}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{formatPrice(i.amount, i.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('invoices.title')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
