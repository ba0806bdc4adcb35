import {
  Anchor,
  Avatar,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LabelBadge, type Label } from '../../labels';
import { SORT_OF, type ColumnKey } from '../lib/columns';
import type { SortKey } from '../lib/filters';
import type { Prospect } from '../types';
import { CampaignStatusBadge, LeadStatusBadge, RelationBadge } from './status-badges';

interface Props {
  rows: Prospect[];
  columns: ColumnKey[];
  labelsById: Map<string, Label>;
  selected: Set<string>;
  onToggle: (id: string) => void;
  onTogglePage: (checked: boolean) => void;
  sort: SortKey;
  order: 'asc' | 'desc';
  onSort: (sort: SortKey) => void;
}

const initials = (p: Prospect) => `${p.first_name?.[0] ?? ''}${p.last_name?.[0] ?? ''}`.toUpperCase() || '?';
const date = (iso: string | null, lng: string) =>
  iso ? new Date(iso).toLocaleDateString(lng, { dateStyle: 'medium' }) : '—';

/** One server page of prospects; the header sorts, the first column selects. */
export function ProspectsTable({
  rows,
  columns,
  labelsById,
  selected,
  onToggle,
  onTogglePage,
  sort,
  order,
  onSort,
}: Props) {
  const { t, i18n } = useTranslation('prospects');
  const { search } = useLocation();
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r._id));
  const someChecked = rows.some((r) => selected.has(r._id));

  const header = (key: ColumnKey | 'name') => {
    const sortKey = SORT_OF[key];
    const label = t(`columns.${key}`);
    if (!sortKey) return <Table.Th key={key}>{label}</Table.Th>;
    const Icon = sort !== sortKey ? IconSelector : order === 'asc' ? IconChevronUp : IconChevronDown;
    return (
      <Table.Th
        key={key}
        aria-sort={sort === sortKey ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <UnstyledButton onClick={() => onSort(sortKey)} aria-label={t('sortBy', { column: label })}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Icon size={14} />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  const cell = (p: Prospect, key: ColumnKey) => {
    switch (key) {
      case 'position':
        return p.position ?? '—';
      case 'company':
        return p.company ?? '—';
      case 'location':
        return p.location ?? '—';
      case 'email':
        return p.work_email ?? p.personal_email ?? p.enriched_email ?? '—';
      case 'phone':
        return p.phone ?? '—';
      case 'campaigns':
        return p.campaigns.length ? (
          <Stack gap={2}>
            {p.campaigns.slice(0, 2).map((c) => (
              <Group key={c._id} gap={6} wrap="nowrap">
                <Text size="sm" truncate maw={160}>
                  {c.name}
                </Text>
                <CampaignStatusBadge status={c.status} />
              </Group>
            ))}
            {p.campaigns.length > 2 && (
              <Text size="xs" c="dimmed">
                {t('moreCampaigns', { count: p.campaigns.length - 2 })}
              </Text>
            )}
          </Stack>
        ) : (
          '—'
        );
      case 'lead_status':
        return p.lead_status ? <LeadStatusBadge status={p.lead_status} /> : '—';
      case 'relation':
        return p.relation ? <RelationBadge relation={p.relation} /> : '—';
      case 'labels':
        return p.labels.length ? (
          <Group gap={4}>
            {p.labels.map((id) => {
              const label = labelsById.get(id);
              return label ? <LabelBadge key={id} name={label.name} color={label.color} size="sm" /> : null;
            })}
          </Group>
        ) : (
          '—'
        );
      case 'last_replied_at':
        return date(p.last_replied_at, i18n.language);
      case 'created_at':
        return date(p.created_at, i18n.language);
    }
  };

  return (
    <ScrollArea type="auto">
      <Table highlightOnHover verticalSpacing="sm" miw={720} data-testid="prospects-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('selectPage')}
                checked={allChecked}
                indeterminate={someChecked && !allChecked}
                onChange={(e) => onTogglePage(e.currentTarget.checked)}
              />
            </Table.Th>
            {header('name')}
            {columns.map(header)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr
              key={p._id}
              bg={selected.has(p._id) ? 'var(--mantine-primary-color-light)' : undefined}
              data-testid="prospect-row"
            >
              <Table.Td>
                <Checkbox
                  aria-label={t('selectRow', { name: p.full_name })}
                  checked={selected.has(p._id)}
                  onChange={() => onToggle(p._id)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={p.photo_link} radius="xl" size={34} color="initials" name={p.full_name}>
                    {initials(p)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={`/profiles/my-prospects/${p._id}${search}`}
                      fw={600}
                      size="sm"
                    >
                      {p.full_name}
                    </Anchor>
                    {!columns.includes('position') && p.position && (
                      <Text size="xs" c="dimmed" truncate maw={240}>
                        {p.position}
                      </Text>
                    )}
                  </div>
                </Group>
              </Table.Td>
              {columns.map((key) => (
                <Table.Td key={key}>
                  {typeof cell(p, key) === 'string' ? (
                    <Text size="sm" truncate maw={220}>
                      {cell(p, key)}
                    </Text>
                  ) : (
                    cell(p, key)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
