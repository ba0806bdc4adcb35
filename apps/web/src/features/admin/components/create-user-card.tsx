import { useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES } from '@leadloop/domain/admin/roles';
import { notify } from '../../../lib/notify';
import { useCreateUser } from '../api/admin-api';
import { AdminFormCard } from './admin-list';

const EMPTY = { email: '', first_name: '', last_name: '', role: 'none' };

/** POST /admin/users: a user by email; a super admin may give the new user an admin role at once. */
export function CreateUserCard({ isSuper }: { isSuper: boolean }) {
  const { t } = useTranslation('admin');
  const create = useCreateUser();
  const [form, setForm] = useState(EMPTY);
  const emailValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim());
  return (
    <AdminFormCard
      title={t('users.add')}
      submitLabel={t('users.add')}
      canSubmit={emailValid}
      submitting={create.isPending}
      onSubmit={() =>
        create.mutate(
          {
            email: form.email.trim(),
            first_name: form.first_name.trim() || undefined,
            last_name: form.last_name.trim() || undefined,
            ...(isSuper && form.role !== 'none' ? { admin_role: form.role } : {}),
          },
          {
            onSuccess: (u) => {
              notify.success(t('users.added', { email: u.email }));
              setForm(EMPTY);
            },
            onError: notify.error,
          },
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: isSuper ? 4 : 3 }} spacing="sm">
        <TextInput
          label={t('prepaid.email')}
          type="email"
          required
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
        />
        <TextInput
          label={t('demo.firstName')}
          value={form.first_name}
          onChange={(e) => setForm({ ...form, first_name: e.currentTarget.value })}
        />
        <TextInput
          label={t('demo.lastName')}
          value={form.last_name}
          onChange={(e) => setForm({ ...form, last_name: e.currentTarget.value })}
        />
        {isSuper && (
          <Select
            label={t('users.role')}
            allowDeselect={false}
            data={[
              { value: 'none', label: t('roles.none') },
              ...ADMIN_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
            ]}
            value={form.role}
            onChange={(v) => setForm({ ...form, role: v ?? 'none' })}
          />
        )}
      </SimpleGrid>
    </AdminFormCard>
  );
}
