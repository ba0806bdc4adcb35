import { useState } from 'react';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconPencil, IconSparkles, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { getCurrentSpace } from '../../../lib/current-space';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { storage } from '../../../lib/storage';
import { credentialName, credentialsQueryOptions, useSelectedCredential } from '../../credentials';
import {
  useBindingCall,
  useDeleteEmployee,
  useEmployeeStatistics,
  useEmployees,
  type Employee,
} from '../api';
import { EmployeeWizard } from '../wizard/employee-wizard';
import { emptyWizard, fromEmployee, PREDEFINED_KEY, type WizardValues } from '../wizard/state';

/** The wizard's start: the onboarding's proposal when it left one (001 §7 load_from_company), else empty. */
function initialValues(credentialsId: string | null): WizardValues {
  const base = emptyWizard(credentialsId);
  const stored = storage.get(PREDEFINED_KEY);
  if (!stored) return base;
  try {
    const p = JSON.parse(stored) as Partial<WizardValues>;
    return { ...base, ...p, profile: { ...base.profile, ...p.profile } };
  } catch {
    return base;
  }
}

/** /ai-employees (issue 38): the workspace's AI Employees, their accounts, statistics, and the wizard. */
export function AiEmployeesPage() {
  const { t } = useTranslation('ai-employees');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list = useEmployees();
  const stats = useEmployeeStatistics();
  const selected = useSelectedCredential();
  const [wizard, setWizard] = useState<WizardValues | null>(() =>
    params.get('setup') ? initialValues(null) : null,
  );
  // the employee being edited (the wizard saves it with PATCH), null for a new one
  const [editing, setEditing] = useState<string | null>(null);

  const open = () => {
    setEditing(null);
    setWizard(initialValues(selected.selected?._id ?? null));
  };
  const edit = (e: Employee) => {
    setEditing(e.id);
    setWizard(fromEmployee(e));
  };
  const close = () => {
    setWizard(null);
    setEditing(null);
    if (params.get('setup')) setParams((p) => (p.delete('setup'), p), { replace: true });
  };

  return (
    <Container size="lg" px={0}>
      <Group justify="space-between" mb="md">
        <PageTitle>{t('title')}</PageTitle>
        <Group>
          <Button
            variant="default"
            leftSection={<IconSparkles size={16} />}
            onClick={() => navigate('/ai-employees/magic')}
          >
            {t('magic.open')}
          </Button>
          <Button leftSection={<IconUserPlus size={16} />} onClick={open}>
            {t('create')}
          </Button>
        </Group>
      </Group>
      {list.isPending && <PageState kind="loading" />}
      {list.isError && <PageState kind="error" title={translateError(list.error)} />}
      {list.isSuccess && !list.data.items.length && <PageState kind="empty" title={t('empty')} />}
      <Stack>
        {list.data?.items.map((e) => (
          <EmployeeCard
            key={e.id}
            employee={e}
            stats={stats.data?.employees.find((s) => s.id === e.id)}
            onEdit={() => edit(e)}
          />
        ))}
      </Stack>
      {wizard && (
        <EmployeeWizard
          initial={wizard}
          employeeId={editing ?? undefined}
          onClose={close}
          onSaved={(saved, values) => {
            if (!editing) storage.remove(PREDEFINED_KEY);
            close();
            const counts = Object.entries(values.generate_campaigns).filter(([, n]) => (n ?? 0) > 0);
            // 000 §4: a save with campaigns to generate opens the campaign creation (the Magic builder)
            if (counts.length)
              navigate(
                `/ai-employees/magic?employee=${saved.id}&${counts.map(([c, n]) => `${c}=${n}`).join('&')}`,
              );
          }}
        />
      )}
    </Container>
  );
}

function EmployeeCard(props: {
  employee: Employee;
  stats?: { accounts: number; campaigns: number; prospects: number; replied: number };
  onEdit: () => void;
}) {
  const { t } = useTranslation('ai-employees');
  const e = props.employee;
  const remove = useDeleteEmployee();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const accounts = useQuery(credentialsQueryOptions(getCurrentSpace()));
  const binding = useBindingCall();
  const nameOf = (id: string) => {
    const c = accounts.data?.find((a) => a._id === id);
    return c ? credentialName(c) : id;
  };
  const run = (call: 'bind' | 'unbind' | 'enable' | 'disable', credentialsId: string) =>
    binding.mutate(
      { call, profile_id: e.profile.id, credentials_id: credentialsId, employee_id: e.id },
      { onError: (err) => notify.warning(translateError(err)) },
    );
  const free = (accounts.data ?? []).filter((a) => !e.bindings.some((b) => b.credentials_id === a._id));
  return (
    <Card withBorder data-testid={`employee-${e.profile.name}`}>
      <Group justify="space-between" align="flex-start">
        <Group>
          <Avatar name={e.profile.name} color="initials" />
          <div>
            <Text fw={600}>{e.profile.name}</Text>
            <Text size="sm" c="dimmed" lineClamp={2} maw={520}>
              {e.profile.description}
            </Text>
          </div>
        </Group>
        <Stack gap="xs" align="flex-end">
          {props.stats && (
            <Group gap="xs">
              <Badge variant="light">{t('stats.campaigns', { count: props.stats.campaigns })}</Badge>
              <Badge variant="light">{t('stats.prospects', { count: props.stats.prospects })}</Badge>
              <Badge variant="light">{t('stats.replied', { count: props.stats.replied })}</Badge>
            </Group>
          )}
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={props.onEdit}>
              {t('edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setConfirmDelete(true)}
            >
              {t('delete')}
            </Button>
          </Group>
        </Stack>
      </Group>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('deleteTitle', { name: e.profile.name })}
        size={420}
      >
        <Text mb="md">{t('deleteText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            {t('wizard.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(e.id, {
                onSuccess: () => {
                  setConfirmDelete(false);
                  notify.success(t('deleted', { name: e.profile.name }));
                },
                onError: (err) => notify.warning(translateError(err)),
              })
            }
          >
            {t('delete')}
          </Button>
        </Group>
      </Modal>
      <Stack gap="xs" mt="sm">
        {e.bindings.map((b) => (
          <Group key={b.credentials_id} justify="space-between">
            <Text size="sm">{nameOf(b.credentials_id)}</Text>
            <Group gap="xs">
              <Switch
                label={b.enabled ? t('enabled') : t('disabled')}
                checked={b.enabled}
                onChange={() => run(b.enabled ? 'disable' : 'enable', b.credentials_id)}
                data-testid={`binding-switch-${b.credentials_id}`}
              />
              <Button size="xs" variant="subtle" onClick={() => run('unbind', b.credentials_id)}>
                {t('unbind')}
              </Button>
            </Group>
          </Group>
        ))}
        {free.length > 0 && (
          <Select
            placeholder={t('bind')}
            data={free.map((a) => ({ value: a._id, label: credentialName(a) }))}
            value={null}
            onChange={(v) => v && run('bind', v)}
            w={280}
            aria-label={t('bind')}
          />
        )}
      </Stack>
    </Card>
  );
}
