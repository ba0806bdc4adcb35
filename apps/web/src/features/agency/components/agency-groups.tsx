import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AGENCY_RULES,
  DEFAULT_AGENCY_WINDOW_DAYS,
  MAX_AGENCY_WINDOW_DAYS,
  type AgencyRule,
} from '@leadloop/domain/agency/rules';
import type { AgencyGroup } from '@leadloop/domain/agency/entities';
import { PageState } from '../../../components/page-state';
import { createAgencyGroup, deleteAgencyGroup, fetchAgencyGroups, updateAgencyGroup } from '../api/privacy';
import { AgencyOverlap } from './agency-overlap';
import { GroupWorkspaces } from './group-workspaces';

/**
 * An admin's agency groups (issue 42): workspaces of one agency that never contact one person twice within
 * the window (any channel, the same channel, or off). A new group starts with the current workspace.
 */
export function AgencyGroups({ spaceId }: { spaceId: string | null }) {
  const { t } = useTranslation('agency');
  const client = useQueryClient();
  const groups = useQuery({ queryKey: ['agency-groups'], queryFn: fetchAgencyGroups });
  const [name, setName] = useState('');
  const [overlapOf, setOverlapOf] = useState<string | null>(null);
  const done = () => void client.invalidateQueries({ queryKey: ['agency-groups'] });
  const create = useMutation({
    mutationFn: () =>
      createAgencyGroup({
        name,
        rule: 'any_channel',
        window_days: DEFAULT_AGENCY_WINDOW_DAYS,
        space_ids: spaceId ? [spaceId] : [],
      }),
    onSuccess: () => {
      setName('');
      done();
    },
  });
  const update = useMutation({
    mutationFn: ({
      group,
      rule = group.rule,
      days = group.window_days,
      spaceIds = group.spaces.map((s) => s._id),
    }: {
      group: AgencyGroup;
      rule?: AgencyRule;
      days?: number;
      spaceIds?: string[];
    }) => updateAgencyGroup(group._id, { name: group.name, rule, window_days: days, space_ids: spaceIds }),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: (id: string) => deleteAgencyGroup(id), onSuccess: done });
  const error = create.error ?? update.error ?? remove.error;

  return (
    <Stack gap="xs" data-testid="agency-groups">
      <Title order={2} size="h4">
        {t('groups.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('groups.intro')}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('groups.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={120}
            required
          />
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            {t('groups.create')}
          </Button>
        </Group>
      </form>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error.message}
        </Text>
      ) : null}
      {groups.isPending ? (
        <PageState kind="loading" mih={120} />
      ) : groups.isError ? (
        <PageState kind="error" title={groups.error.message} mih={120} />
      ) : !groups.data.items.length ? (
        <PageState kind="empty" title={t('groups.empty')} mih={120} />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('groups.name')}</Table.Th>
                <Table.Th>{t('groups.rule')}</Table.Th>
                <Table.Th>{t('groups.window')}</Table.Th>
                <Table.Th>{t('groups.workspaces')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.data.items.map((group) => (
                <Table.Tr key={group._id}>
                  <Table.Td>{group.name}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('groups.rule')}
                      allowDeselect={false}
                      data={AGENCY_RULES.map((rule) => ({ value: rule, label: t(`groups.rules.${rule}`) }))}
                      value={group.rule}
                      onChange={(rule) =>
                        rule && update.mutate({ group, rule: rule as AgencyRule, days: group.window_days })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('groups.window')}
                      min={1}
                      max={MAX_AGENCY_WINDOW_DAYS}
                      allowDecimal={false}
                      defaultValue={group.window_days}
                      onBlur={(e) => {
                        const days = Number(e.currentTarget.value);
                        if (days >= 1 && days !== group.window_days)
                          update.mutate({ group, rule: group.rule, days });
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <GroupWorkspaces
                      group={group}
                      onChange={(spaceIds) => update.mutate({ group, spaceIds })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="xs"
                      aria-pressed={overlapOf === group._id}
                      onClick={() => setOverlapOf(overlapOf === group._id ? null : group._id)}
                    >
                      {t('groups.overlap')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      loading={remove.isPending && remove.variables === group._id}
                      onClick={() => remove.mutate(group._id)}
                    >
                      {t('groups.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {groups.data?.items
        .filter((group) => group._id === overlapOf)
        .map((group) => (
          <AgencyOverlap key={group._id} group={group} />
        ))}
    </Stack>
  );
}
