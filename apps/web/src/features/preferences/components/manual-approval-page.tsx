import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Checkbox, Group, Kbd, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingApproval } from '@leadloop/domain/campaigns/entities';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../lib/notify';
import {
  APPROVALS_PAGE_SIZE,
  useApprovals,
  useDecideApprovals,
  type ApprovalDecision,
} from '../api/approvals';
import { ApprovalItem } from './approval-item';
import { UserSettingsTabs } from './user-settings-tabs';

const KEYS: Record<string, ApprovalDecision> = { a: 'approved', h: 'hold', c: 'canceled' };

/** Typing in a field never acts on the queue. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
  !(target instanceof HTMLInputElement && target.type === 'checkbox');

/**
 * /preferences/user/manual-approval (000 §2): every step awaiting approval across the user's campaigns, with
 * the message as it will be sent; approve, hold or cancel one or many, from the mouse or the keyboard.
 */
export function ManualApprovalPage() {
  const { t } = useTranslation('approvals');
  const { t: tc } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useApprovals((page - 1) * APPROVALS_PAGE_SIZE);
  const decide = useDecideApprovals();
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const [focus, setFocus] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  // Keep the focus and the selection on rows still in the list after it changes.
  useEffect(() => {
    setFocus((f) => Math.max(0, Math.min(f, items.length - 1)));
    setSelected((s) => {
      const next = new Set([...s].filter((id) => items.some((i) => i._id === id)));
      return next.size === s.size ? s : next;
    });
  }, [items]);

  const act = (targets: PendingApproval[], approval: ApprovalDecision) => {
    if (!targets.length || decide.isPending) return;
    decide.mutate(
      { items: targets, approval },
      {
        onSuccess: ({ done, failed }) => {
          setSelected(new Set());
          if (failed) notify.warning(t('partly', { done, failed }));
          else notify.success(t(`done.${approval}`, { count: done }));
        },
        onError: notify.error,
      },
    );
  };
  const chosen = () => items.filter((i) => selected.has(i._id));
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || !items.length) return;
      const key = e.key.toLowerCase();
      const current = items[focus];
      if (key === 'j' || e.key === 'ArrowDown') setFocus((f) => Math.min(f + 1, items.length - 1));
      else if (key === 'k' || e.key === 'ArrowUp') setFocus((f) => Math.max(f - 1, 0));
      else if (key === 'x' && current) toggle(current._id, !selected.has(current._id));
      else if (KEYS[key]) {
        const targets = selected.size ? chosen() : current ? [current] : [];
        act(targets, KEYS[key]);
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  useEffect(() => {
    document
      .querySelector('[data-testid="approval-item"][data-focused]')
      ?.scrollIntoView({ block: 'nearest' });
  }, [focus]);

  const total = list.data?.total ?? 0;
  const all = items.length > 0 && items.every((i) => selected.has(i._id));
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle>{tc('preferences.userTitle')}</PageTitle>
      <UserSettingsTabs />
      <Card padding="lg">
        <Stack gap="xs">
          <Text fw={600} component="h2" size="lg" m={0}>
            {t('title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('hint')}
          </Text>
          <Group gap="md" data-testid="approval-keys" aria-label={t('keys.title')}>
            {(
              [
                ['j / k', 'move'],
                ['x', 'select'],
                ['a', 'approve'],
                ['h', 'hold'],
                ['c', 'cancel'],
              ] as const
            ).map(([keys, what]) => (
              <Text size="xs" c="dimmed" key={what}>
                <Kbd size="xs">{keys}</Kbd> {t(`keys.${what}`)}
              </Text>
            ))}
          </Group>
        </Stack>
      </Card>
      {list.isPending ? (
        <PageState kind="loading" />
      ) : list.isError ? (
        <PageState
          kind="error"
          title={t('loadError')}
          action={<Button onClick={() => void list.refetch()}>{tc('actions.retry')}</Button>}
        />
      ) : !items.length ? (
        <PageState kind="empty" title={t('empty')} description={t('emptyHint')} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={t('selectAll', { count: total })}
              checked={all}
              indeterminate={!all && selected.size > 0}
              onChange={(e) => setSelected(new Set(e.currentTarget.checked ? items.map((i) => i._id) : []))}
            />
            <Group gap="xs" role="group" aria-label={t('bulk', { count: selected.size })}>
              <Button
                size="xs"
                onClick={() => act(chosen(), 'approved')}
                disabled={!selected.size}
                data-testid="bulk-approve"
              >
                {t('approveSelected', { count: selected.size })}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="yellow"
                onClick={() => act(chosen(), 'hold')}
                disabled={!selected.size}
              >
                {t('holdSelected', { count: selected.size })}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => act(chosen(), 'canceled')}
                disabled={!selected.size}
              >
                {t('cancelSelected', { count: selected.size })}
              </Button>
            </Group>
          </Group>
          {items.map((item, index) => (
            <ApprovalItem
              key={item._id}
              item={item}
              focused={index === focus}
              selected={selected.has(item._id)}
              busy={decide.isPending}
              onFocus={() => setFocus(index)}
              onSelect={(on) => toggle(item._id, on)}
              onDecide={(approval) => act([item], approval)}
            />
          ))}
          {total > APPROVALS_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(total / APPROVALS_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              size="sm"
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
