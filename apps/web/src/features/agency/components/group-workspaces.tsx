import { useState } from 'react';
import { CloseButton, Group, Pill, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgencyGroup } from '@leadloop/domain/agency/entities';
import { searchWorkspaces } from '../api/privacy';

/** A group's workspaces: each named, removable, and one more added by searching the admin's customers. */
export function GroupWorkspaces({
  group,
  onChange,
}: {
  group: AgencyGroup;
  onChange: (spaceIds: string[]) => void;
}) {
  const { t } = useTranslation('agency');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    queryKey: ['agency-groups', 'workspaces', q],
    queryFn: () => searchWorkspaces(q),
    placeholderData: keepPreviousData,
  });
  const ids = group.spaces.map((s) => s._id);
  const options = (found.data?.customers ?? [])
    .filter((c) => !ids.includes(c._id))
    .map((c) => ({ value: c._id, label: c.name }));

  return (
    <Stack gap={4}>
      <Group gap={4}>
        {group.spaces.map((space) => (
          <Pill key={space._id}>
            <Group gap={2} wrap="nowrap">
              {space.name}
              <CloseButton
                size="xs"
                aria-label={t('groups.removeWorkspace', { name: space.name })}
                onClick={() => onChange(ids.filter((id) => id !== space._id))}
              />
            </Group>
          </Pill>
        ))}
      </Group>
      <Select
        aria-label={t('groups.addWorkspace')}
        placeholder={t('groups.addWorkspace')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data={options}
        value={null}
        onChange={(id) => {
          if (!id) return;
          setSearch('');
          onChange([...ids, id]);
        }}
        size="xs"
      />
    </Stack>
  );
}
