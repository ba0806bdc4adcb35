import { useState } from 'react';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { validateCustomerHost } from '@leadloop/domain/admin/rules';
import { translateMessage } from '../../../lib/messages';
import { useBrandSpaces } from '../api/whitelabels';

export type CustomerHost = { host: string; space_id: string };

/** The rows the form may save: every host name valid, every row naming a workspace. */
export const customerHostsValid = (rows: CustomerHost[]) =>
  rows.every((r) => validateCustomerHost(r.host, r.space_id || null) === true);

/**
 * Per-customer domains (issue 17): each row maps a host name to one workspace of the brand; a visit on
 * that host wears the brand. Names are checked here as the API checks them (syntax, a workspace chosen);
 * a host another brand or customer holds is refused on save.
 */
export function CustomerDomainsEditor(props: {
  brand: string;
  rows: CustomerHost[];
  names: Record<string, string>;
  onChange: (rows: CustomerHost[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin-whitelabels');
  const { rows, onChange } = props;
  const set = (index: number, p: Partial<CustomerHost>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...p } : r)));
  return (
    <Stack gap="xs" data-testid="customer-domains">
      <Text size="sm" fw={500}>
        {t('options.customerHosts')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('options.customerHostsHint')}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('options.customerHostsEmpty')}
        </Text>
      )}
      {rows.map((row, index) => (
        <CustomerDomainRow
          key={index}
          brand={props.brand}
          row={row}
          names={props.names}
          disabled={props.disabled}
          onChange={(p) => set(index, p)}
          onRemove={() => onChange(rows.filter((_, i) => i !== index))}
        />
      ))}
      {!props.disabled && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...rows, { host: '', space_id: '' }])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('options.addCustomerHost')}
        </Button>
      )}
    </Stack>
  );
}

function CustomerDomainRow(props: {
  brand: string;
  row: CustomerHost;
  names: Record<string, string>;
  disabled?: boolean;
  onChange: (p: Partial<CustomerHost>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin-whitelabels');
  const { row } = props;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const spaces = useBrandSpaces(props.brand, q, !props.disabled);
  const options = new Map((spaces.data ?? []).map((s) => [s._id, s.name]));
  if (row.space_id && !options.has(row.space_id))
    options.set(row.space_id, props.names[row.space_id] ?? row.space_id);
  const verdict = row.host ? validateCustomerHost(row.host, 'x') : true;
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <TextInput
        aria-label={t('options.customerHost')}
        placeholder="app.customer.com"
        value={row.host}
        disabled={props.disabled}
        error={verdict === true ? undefined : translateMessage(verdict)}
        onChange={(e) => props.onChange({ host: e.currentTarget.value.trim().toLowerCase() })}
        style={{ flex: '1 1 200px' }}
      />
      <Select
        size="md"
        aria-label={t('options.customerSpace')}
        placeholder={t('options.customerSpace')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('options.noSpaces')}
        data={[...options].map(([value, label]) => ({ value, label }))}
        value={row.space_id || null}
        disabled={props.disabled}
        onChange={(v) => props.onChange({ space_id: v ?? '' })}
        style={{ flex: '1 1 200px' }}
      />
      {!props.disabled && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mt={4}
          aria-label={t('options.removeCustomerHost')}
          onClick={props.onRemove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
