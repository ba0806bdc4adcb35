import { useEffect, useState } from 'react';
import { Card, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { useAdminConfig, useAdminSession, useSaveAdminConfig } from '../api/admin-api';
import { AdminFormCard } from '../components/admin-list';
import type { AdminConfig } from '../types';

/** /admin/config: the platform's settings (GET /admin/config); only a super admin changes them. */
export function ConfigPage() {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const config = useAdminConfig();
  const save = useSaveAdminConfig();
  const [form, setForm] = useState<AdminConfig | null>(null);
  useEffect(() => {
    if (config.data) setForm(config.data);
  }, [config.data]);
  if (config.isPending || (!form && !config.isError)) return <PageState kind="loading" />;
  if (config.isError || !form)
    return <PageState kind="error" title={t('errors.load')} description={translateError(config.error)} />;
  const canEdit = session.data?.role === 'super_admin';
  const email = form.support_email ?? '';
  const emailValid = !email || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  const fields = (
    <Stack gap="sm" maw={480}>
      <NumberInput
        label={t('config.impersonationMinutes')}
        description={t('config.impersonationHint')}
        min={5}
        max={480}
        value={form.impersonation_minutes}
        disabled={!canEdit}
        onChange={(v) => setForm({ ...form, impersonation_minutes: Number(v) || 5 })}
      />
      <Switch
        label={t('config.roundRobin')}
        description={t('config.roundRobinHint')}
        checked={form.round_robin}
        disabled={!canEdit}
        onChange={(e) => setForm({ ...form, round_robin: e.currentTarget.checked })}
      />
      <TextInput
        label={t('config.supportEmail')}
        type="email"
        value={email}
        disabled={!canEdit}
        error={emailValid ? undefined : t('config.emailInvalid')}
        onChange={(e) => setForm({ ...form, support_email: e.currentTarget.value.trim() || null })}
      />
    </Stack>
  );
  if (!canEdit)
    return (
      <Card withBorder radius="md">
        {fields}
        <Text size="sm" c="dimmed" mt="sm">
          {t('config.readOnly')}
        </Text>
      </Card>
    );
  const inRange = form.impersonation_minutes >= 5 && form.impersonation_minutes <= 480;
  return (
    <AdminFormCard
      title={t('config.title')}
      submitLabel={t('customer.save')}
      canSubmit={emailValid && inRange}
      submitting={save.isPending}
      onSubmit={() =>
        save.mutate(form, { onSuccess: () => notify.success(t('customer.saved')), onError: notify.error })
      }
    >
      {fields}
    </AdminFormCard>
  );
}
