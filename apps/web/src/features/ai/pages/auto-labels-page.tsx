import { useEffect, useState } from 'react';
import { Button, Card, Container, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AutoLabelRule } from '@leadloop/domain/ai/assistant';
import { RELATIONS, type Relation } from '@leadloop/domain/campaigns/enums';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../lib/notify';
import { useLabels } from '../../labels';
import { useAutoLabels, useSaveAutoLabels } from '../api';
import { LabelCorrections } from '../components/label-corrections';

/**
 * 000 §2 /preferences/workspace/auto-labels/{id}: what each AI label does to the prospect (a workspace label, a
 * relation), and below it the label corrections (issue 36; the spec names no screen for them).
 */
export function AutoLabelsPage() {
  const { t } = useTranslation('ai');
  const rules = useAutoLabels();
  const labels = useLabels();
  const save = useSaveAutoLabels();
  const [draft, setDraft] = useState<AutoLabelRule[]>([]);
  useEffect(() => {
    if (rules.data) setDraft(rules.data.rules);
  }, [rules.data]);

  if (rules.isPending) return <PageState kind="loading" />;
  if (rules.isError)
    return (
      <PageState
        kind="error"
        title={t('loadError')}
        action={<Button onClick={() => rules.refetch()}>{t('retry')}</Button>}
      />
    );

  const shared = (labels.data ?? []).filter((l) => l.is_shared).map((l) => ({ value: l._id, label: l.name }));
  const relations = RELATIONS.map((r) => ({ value: r, label: t(`relations.${r}`) }));
  const set = (i: number, patch: Partial<AutoLabelRule>) =>
    setDraft((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const changed = JSON.stringify(draft) !== JSON.stringify(rules.data.rules);

  return (
    <Container size="md" px={0}>
      <PageTitle mb="xs">{t('autoLabels.title')}</PageTitle>
      <Text c="dimmed" size="sm" mb="md">
        {t('autoLabels.intro')}
      </Text>
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" data-testid="auto-labels">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('autoLabels.aiLabel')}</Table.Th>
                <Table.Th>{t('autoLabels.workspaceLabel')}</Table.Th>
                <Table.Th>{t('autoLabels.relation')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.map((r, i) => (
                <Table.Tr key={r.ai_label}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {t(`labels.${r.ai_label}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      aria-label={t('autoLabels.workspaceLabelFor', { label: t(`labels.${r.ai_label}`) })}
                      placeholder={t('autoLabels.none')}
                      data={shared}
                      value={r.label_id}
                      onChange={(v) => set(i, { label_id: v })}
                      clearable
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      aria-label={t('autoLabels.relationFor', { label: t(`labels.${r.ai_label}`) })}
                      placeholder={t('autoLabels.none')}
                      data={relations}
                      value={r.relation}
                      onChange={(v) => set(i, { relation: (v as Relation | null) ?? null })}
                      clearable
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Stack align="flex-end" mt="md">
        <Group>
          <Button variant="default" disabled={!changed} onClick={() => setDraft(rules.data.rules)}>
            {t('autoLabels.reset')}
          </Button>
          <Button
            disabled={!changed}
            loading={save.isPending}
            onClick={() =>
              save.mutate(draft, {
                onSuccess: () => notify.success(t('autoLabels.saved')),
                onError: notify.error,
              })
            }
          >
            {t('autoLabels.save')}
          </Button>
        </Group>
      </Stack>
      <LabelCorrections />
    </Container>
  );
}
