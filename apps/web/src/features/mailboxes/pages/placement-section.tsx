import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlacementTestView } from '@leadloop/domain/mailboxes/entities';
import { PageState } from '../../../components/page-state';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { usePlacementTests, useRunPlacementTest } from '../api/mailboxes-api';

const COLORS = { pending: 'gray', inbox: 'teal', spam: 'orange', missing: 'red' } as const;

/** The warm-up page's placement test: send a message to the seed mailboxes, then where it landed at each. */
export function PlacementSection({ id }: { id: string }) {
  const { t } = useTranslation('mailboxes');
  const tests = usePlacementTests(id);
  const run = useRunPlacementTest(id);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const onRun = async () => {
    try {
      await run.mutateAsync({ subject, text });
      notify.success(t('placement.sent'));
    } catch (err) {
      notify.error(err);
    }
  };
  const latest = tests.data?.[0];
  return (
    <Card withBorder radius="md" data-testid="placement-test">
      <Text fw={600} mb="xs">
        {t('placement.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('placement.intro')}
      </Text>
      <Stack gap="sm">
        <TextInput
          label={t('placement.subject')}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
        />
        <Textarea
          label={t('placement.text')}
          autosize
          minRows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group>
          <Button
            onClick={onRun}
            loading={run.isPending}
            disabled={!subject.trim() || !text.trim()}
            data-testid="placement-run"
          >
            {t('placement.run')}
          </Button>
        </Group>
        {tests.isPending ? (
          <PageState kind="loading" mih={120} />
        ) : tests.isError ? (
          <PageState
            kind="error"
            mih={120}
            title={t('loadError')}
            description={translateError(tests.error)}
          />
        ) : latest ? (
          <Result test={latest} />
        ) : (
          <PageState kind="empty" mih={120} description={t('placement.empty')} />
        )}
      </Stack>
    </Card>
  );
}

function Result({ test }: { test: PlacementTestView }) {
  const { t, i18n } = useTranslation('mailboxes');
  const pending = test.status === 'pending';
  const time = new Date(test.deadline_at).toLocaleTimeString(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Stack gap="xs" data-testid="placement-result">
      <Group gap="sm">
        <Text fw={500}>{test.subject}</Text>
        <Badge color={pending ? 'gray' : 'blue'} leftSection={pending ? <Loader size={10} /> : null}>
          {pending ? t('placement.pending') : t('placement.done')}
        </Badge>
        {test.inbox_rate !== null ? (
          <Text size="sm" data-testid="placement-rate">
            {t('placement.inboxRate', { rate: `${Math.round(test.inbox_rate * 100)} %` })}
          </Text>
        ) : null}
      </Group>
      {pending ? (
        <Text size="sm" c="dimmed">
          {t('placement.waiting', { time })}
        </Text>
      ) : null}
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('placement.seed')}</Table.Th>
            <Table.Th>{t('placement.profile')}</Table.Th>
            <Table.Th>{t('placement.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {test.seeds.map((s) => (
            <Table.Tr key={s.email}>
              <Table.Td>{s.email}</Table.Td>
              <Table.Td>{t(`placement.profiles.${s.profile}`, { defaultValue: s.profile })}</Table.Td>
              <Table.Td>
                <Badge color={COLORS[s.result]}>{t(`placement.results.${s.result}`)}</Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
