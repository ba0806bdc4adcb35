import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HEALTH_INDEX_TRIGGERS, validateHealthRule } from '@leadloop/domain/health-index/rules';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { translateError, translateMessage } from '../../../lib/messages';
import { useHealthRules, useHealthTriggers, useSaveRule } from '../api/admin-health';
import type { HealthIndexTrigger, HealthRule } from '../types';

type Draft = {
  id: string | null;
  trigger: HealthIndexTrigger;
  min: number;
  max: number | null;
  points: number;
};

/** The health index rules (001 §3: min, max, points per trigger), checked here as the server checks them. */
export function RulesEditor() {
  const { t } = useTranslation('admin-health');
  const rules = useHealthRules();
  const save = useSaveRule();
  const triggers = useHealthTriggers();
  // The server's list (which triggers are also scored per account); the domain's while it loads.
  const triggerOptions = (
    triggers.data ?? HEALTH_INDEX_TRIGGERS.map((x) => ({ trigger: x, per_credential: false }))
  ).map((x) => ({
    value: x.trigger,
    label: x.per_credential
      ? `${t(`triggers.${x.trigger}`)} · ${t('rules.perAccount')}`
      : t(`triggers.${x.trigger}`),
  }));
  const [draft, setDraft] = useState<Draft | null>(null);
  const others = (rules.data ?? []).filter((r) => r._id !== draft?.id);
  const verdict = draft ? validateHealthRule(draft, others) : true;

  const onSave = () => {
    if (!draft || verdict !== true) return;
    const { id, ...body } = draft;
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          notify.success(t('rules.saved'));
          setDraft(null);
        },
        onError: (e) => notify.error(e),
      },
    );
  };
  const edit = (r: HealthRule) =>
    setDraft({ id: r._id, trigger: r.trigger, min: r.min, max: r.max, points: r.points });
  const range = (r: HealthRule) =>
    r.max === null ? t('rules.from', { min: r.min }) : t('rules.between', { min: r.min, max: r.max });

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} size="h4">
            {t('rules.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rules.hint')}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setDraft({ id: null, trigger: 'actions_7d', min: 0, max: null, points: 10 })}
        >
          {t('rules.add')}
        </Button>
      </Group>
      {rules.isPending ? (
        <PageState kind="loading" mih={160} />
      ) : rules.isError ? (
        <PageState kind="error" mih={160} title={t('error')} description={translateError(rules.error)} />
      ) : !rules.data.length ? (
        <PageState kind="empty" mih={160} title={t('rules.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rules.trigger')}</Table.Th>
                <Table.Th>{t('rules.range')}</Table.Th>
                <Table.Th>{t('rules.points')}</Table.Th>
                <Table.Th aria-label={t('rules.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.data.map((r) => (
                <Table.Tr key={r._id}>
                  <Table.Td>{t(`triggers.${r.trigger}`)}</Table.Td>
                  <Table.Td>{range(r)}</Table.Td>
                  <Table.Td>
                    <Badge color={r.points > 0 ? 'teal' : 'red'} variant="light">
                      {r.points > 0 ? `+${r.points}` : r.points}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" aria-label={t('rules.edit')} onClick={() => edit(r)}>
                      <IconEdit size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={draft?.id ? t('rules.edit') : t('rules.add')}
      >
        {draft && (
          <Stack>
            <Select
              label={t('rules.trigger')}
              data={triggerOptions}
              value={draft.trigger}
              allowDeselect={false}
              onChange={(v) => v && setDraft({ ...draft, trigger: v as HealthIndexTrigger })}
            />
            <Group grow>
              <NumberInput
                label={t('rules.min')}
                min={0}
                allowDecimal={false}
                value={draft.min}
                onChange={(v) => setDraft({ ...draft, min: Number(v) || 0 })}
              />
              <NumberInput
                label={t('rules.max')}
                description={t('rules.maxHint')}
                min={0}
                allowDecimal={false}
                value={draft.max ?? ''}
                onChange={(v) => setDraft({ ...draft, max: v === '' ? null : Number(v) })}
              />
            </Group>
            <NumberInput
              label={t('rules.points')}
              min={-100}
              max={100}
              allowDecimal={false}
              value={draft.points}
              onChange={(v) => setDraft({ ...draft, points: Number(v) || 0 })}
            />
            {verdict !== true && <Alert color="red">{translateMessage(verdict)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDraft(null)}>
                {t('cancel')}
              </Button>
              <Button onClick={onSave} loading={save.isPending} disabled={verdict !== true}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
