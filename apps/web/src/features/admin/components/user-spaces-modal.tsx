import { useState } from 'react';
import { Button, Checkbox, Group, Modal, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useCustomers, useUpdateUserSpaces } from '../api/admin-api';
import type { AdminUser } from '../types';

/**
 * POST /admin/users/{id}/update_spaces: the user joins workspaces (searched among the customers, as member
 * or admin) and leaves the ones unticked, in one call.
 */
export function UserSpacesModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [keep, setKeep] = useState(() => new Set(user.spaces.map((s) => s._id)));
  const [added, setAdded] = useState<string[]>([]);
  const [access, setAccess] = useState<'member' | 'admin'>('member');
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q, 300);
  const customers = useCustomers({ q: search || undefined, limit: '20' });
  const update = useUpdateUserSpaces();
  const [names, setNames] = useState<Record<string, string>>({});
  const options = [
    ...(customers.data?.customers ?? [])
      .filter((c) => !user.spaces.some((s) => s._id === c._id))
      .map((c) => ({ value: c._id, label: `${c.name} · ${c.brand}` })),
    ...added
      .filter((id) => !customers.data?.customers.some((c) => c._id === id))
      .map((id) => ({ value: id, label: names[id] ?? id })),
  ];
  const removed = user.spaces.filter((s) => !keep.has(s._id)).map((s) => s._id);
  return (
    <Modal opened onClose={onClose} title={t('users.editSpaces', { email: user.email })} size="lg">
      <Stack gap="sm">
        {user.spaces.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('users.noSpaces')}
          </Text>
        ) : (
          user.spaces.map((s) => (
            <Checkbox
              key={s._id}
              label={s.is_admin ? `${s.name} (${t('customer.workspaceAdmin')})` : s.name}
              checked={keep.has(s._id)}
              onChange={(e) => {
                const next = new Set(keep);
                if (e.currentTarget.checked) next.add(s._id);
                else next.delete(s._id);
                setKeep(next);
              }}
            />
          ))
        )}
        <MultiSelect
          label={t('users.addSpaces')}
          placeholder={t('filters.searchPlaceholder')}
          searchable
          searchValue={q}
          onSearchChange={setQ}
          filter={({ options: o }) => o}
          data={options}
          value={added}
          onChange={(ids) => {
            const labels = Object.fromEntries(options.map((o) => [o.value, o.label]));
            setNames({ ...names, ...labels });
            setAdded(ids);
          }}
          nothingFoundMessage={customers.isPending ? t('users.searching') : t('customers.empty')}
        />
        <SegmentedControl
          size="xs"
          aria-label={t('users.access')}
          value={access}
          onChange={(v) => setAccess(v as 'member' | 'admin')}
          data={[
            { value: 'member', label: t('users.asMember') },
            { value: 'admin', label: t('customer.workspaceAdmin') },
          ]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('users.cancel')}
          </Button>
          <Button
            loading={update.isPending}
            disabled={added.length === 0 && removed.length === 0}
            onClick={() =>
              update.mutate(
                { id: user._id, new_spaces: added, spaces_to_unset: removed, granted_access: access },
                {
                  onSuccess: () => {
                    notify.success(t('customer.saved'));
                    onClose();
                  },
                  onError: notify.error,
                },
              )
            }
          >
            {t('customer.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
