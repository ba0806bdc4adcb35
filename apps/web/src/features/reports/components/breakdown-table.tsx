import { Card, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface BreakdownColumn<Row> {
  key: string;
  label: string;
  value: (row: Row) => string;
}

/** A report's figures per account or per campaign: one row a name, one right-aligned column a figure. */
export function BreakdownTable<Row extends { _id: string; name: string }>(props: {
  title: string;
  rows: Row[];
  columns: BreakdownColumn<Row>[];
  minWidth: number;
}) {
  const { t } = useTranslation('reports');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={props.title}>
      <Text fw={600} mb="sm">
        {props.title}
      </Text>
      <ScrollArea>
        <Table withTableBorder striped miw={props.minWidth}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('name')}</Table.Th>
              {props.columns.map((c) => (
                <Table.Th key={c.key} ta="right">
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((r) => (
              <Table.Tr key={r._id}>
                <Table.Td>{r.name || '—'}</Table.Td>
                {props.columns.map((c) => (
                  <Table.Td key={c.key} ta="right">
                    {c.value(r)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}
