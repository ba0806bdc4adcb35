import { Badge, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FinderPerson } from '@leadloop/domain/finder/entities';

interface ResultsTableProps {
  people: FinderPerson[];
  selected: Set<string>;
  onSelect: (next: Set<string>) => void;
}

/** One page of found people; name, title and company stay readable at 390 px (other columns hide). */
export function ResultsTable({ people, selected, onSelect }: ResultsTableProps) {
  const { t } = useTranslation('finder');
  const allOnPage = people.length > 0 && people.every((p) => selected.has(p._id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const togglePage = () => {
    const next = new Set(selected);
    for (const p of people)
      if (allOnPage) next.delete(p._id);
      else next.add(p._id);
    onSelect(next);
  };
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="finder-results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox aria-label={t('results.selectPage')} checked={allOnPage} onChange={togglePage} />
            </Table.Th>
            <Table.Th>{t('results.person')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('results.company')}</Table.Th>
            <Table.Th visibleFrom="md">{t('results.location')}</Table.Th>
            <Table.Th>{t('results.contact')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((p) => (
            <Table.Tr key={p._id} data-testid="finder-row">
              <Table.Td>
                <Checkbox
                  aria-label={t('results.select', { name: p.full_name })}
                  checked={selected.has(p._id)}
                  onChange={() => toggle(p._id)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {p.full_name}
                  </Text>
                  {p.in_workspace && (
                    <Badge size="xs" variant="light">
                      {t('results.inWorkspace')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {p.title}
                  <Text span hiddenFrom="sm" inherit>
                    {` · ${p.company}`}
                  </Text>
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{p.company}</Text>
                <Text size="xs" c="dimmed">
                  {[p.industry, p.company_size && t('results.employees', { size: p.company_size })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm">{p.location}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={p.has_email ? t('results.hasEmail') : t('results.noEmail')}>
                    <IconMail
                      size={16}
                      opacity={p.has_email ? 1 : 0.25}
                      aria-label={p.has_email ? t('results.hasEmail') : t('results.noEmail')}
                    />
                  </Tooltip>
                  <Tooltip label={p.has_phone ? t('results.hasPhone') : t('results.noPhone')}>
                    <IconPhone
                      size={16}
                      opacity={p.has_phone ? 1 : 0.25}
                      aria-label={p.has_phone ? t('results.hasPhone') : t('results.noPhone')}
                    />
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
