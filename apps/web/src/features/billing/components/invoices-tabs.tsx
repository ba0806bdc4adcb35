import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { useTransactions, useUpcomingInvoice } from '../api/billing';
import { formatDate, formatPrice, formatTaxLine } from './format';

/** /billing/upcoming-invoice: the next invoice's lines, tax line and total. */
export function UpcomingInvoiceTab() {
  const { t, i18n } = useTranslation('billing');
  const invoice = useUpcomingInvoice();
  if (invoice.isPending) return <PageState kind="loading" />;
  if (invoice.isError) return <PageState kind="error" title={t('error')} />;
  const data = invoice.data;
  if (!data) return <PageState kind="empty" title={t('overview.noInvoice')} />;
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Text c="dimmed">{t('overview.on', { date: formatDate(data.date, i18n.language) })}</Text>
        <Table>
          <Table.Tbody>
            {data.lines.map((line) => (
              <Table.Tr key={line.description}>
                <Table.Td>
                  {line.description}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                </Table.Td>
                <Table.Td ta="right">{formatPrice(line.amount, data.currency)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td c="dimmed">{formatTaxLine(data.tax_percent, data.subtotal, data.currency)}</Table.Td>
              <Table.Td ta="right" c="dimmed">
                {formatPrice(data.tax, data.currency)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('upgrade.total')}</Table.Th>
              <Table.Th ta="right">{formatPrice(data.total, data.currency)}</Table.Th>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

/** /billing/transactions: every payment with its outcome, newest first. */
export function TransactionsTab() {
  const { t, i18n } = useTranslation('billing');
  const tx = useTransactions();
  if (tx.isPending) return <PageState kind="loading" />;
  if (tx.isError) return <PageState kind="error" title={t('error')} />;
  if (!tx.data.items.length) return <PageState kind="empty" title={t('transactions.empty')} />;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped data-testid="transactions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('transactions.date')}</Table.Th>
            <Table.Th>{t('transactions.description')}</Table.Th>
            <Table.Th>{t('transactions.status')}</Table.Th>
            <Table.Th ta="right">{t('transactions.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tx.data.items.map((p) => (
            <Table.Tr key={p._id}>
              <Table.Td>{formatDate(p.created_at, i18n.language)}</Table.Td>
              <Table.Td>{p.description}</Table.Td>
              <Table.Td>
                <Group>
                  <Badge color={p.status === 'paid' ? 'teal' : 'red'} variant="light">
                    {t(`transactions.${p.status}`)}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatPrice(p.amount, p.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
