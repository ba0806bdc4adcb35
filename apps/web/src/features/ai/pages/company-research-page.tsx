import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconHistory, IconWorldSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatResearchRemaining } from '@leadloop/domain/ai/constants';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../lib/notify';
import { translateError } from '../../../lib/messages';
import { useResearchCompany, useResearches } from '../api';
import { RecentPromptsModal } from '../components/assistant-menu';

/** 000 §2 /preferences/user/company-research (feature ai_company_researches): research a company's site against an objective. */
export function CompanyResearchPage() {
  const { t } = useTranslation('ai');
  const list = useResearches();
  const research = useResearchCompany();
  const [host, setHost] = useState('');
  const [objective, setObjective] = useState('');
  const [recentOpen, setRecentOpen] = useState(false);
  const left = list.data?.remaining_attempts ?? 0;
  const cleanHost = host
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');

  const submit = () =>
    research.mutate(
      { host_name: cleanHost, research_objective: objective.trim() },
      {
        onSuccess: () => {
          notify.success(t('research.done'));
          setObjective('');
        },
        onError: (error) => notify.warning(translateError(error)),
      },
    );

  return (
    <Container size="md" px={0}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <PageTitle>{t('research.title')}</PageTitle>
        <Group gap="xs">
          {list.data && (
            <Badge size="lg" variant="light" data-testid="research-remaining">
              {t('research.remaining', {
                value: formatResearchRemaining(list.data.remaining_attempts, list.data.max_attempts),
              })}
            </Badge>
          )}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconHistory size={14} />}
            onClick={() => setRecentOpen(true)}
          >
            {t('recentPrompts')}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="md" mb="lg">
        <Stack>
          <Text size="sm" c="dimmed">
            {t('research.intro')}
          </Text>
          <TextInput
            label={t('research.host')}
            placeholder="example.com"
            value={host}
            onChange={(e) => setHost(e.currentTarget.value)}
            maxLength={253}
            data-testid="research-host"
          />
          <Textarea
            label={t('research.objective')}
            placeholder={t('research.objectiveHint')}
            value={objective}
            onChange={(e) => setObjective(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            data-testid="research-objective"
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconWorldSearch size={16} />}
              loading={research.isPending}
              disabled={cleanHost.length < 3 || objective.trim().length < 3 || (list.isSuccess && left === 0)}
              onClick={submit}
              data-testid="research-submit"
            >
              {t('research.run')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {list.isPending && <PageState kind="loading" />}
      {list.isError && (
        <PageState
          kind="error"
          title={t('loadError')}
          action={<Button onClick={() => list.refetch()}>{t('retry')}</Button>}
        />
      )}
      {list.isSuccess && !list.data.company_researches.length && (
        <PageState kind="empty" title={t('research.empty')} description={t('research.emptyText')} />
      )}
      <Stack data-testid="research-results">
        {list.data?.company_researches.map((r) => (
          <Card key={r._id} withBorder radius="md">
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Text fw={700} truncate>
                {r.host_name}
              </Text>
              <Text size="xs" c="dimmed">
                {new Date(r.created_at).toLocaleDateString()}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" mb="xs">
              {r.research_objective}
            </Text>
            <Text size="sm" mb="xs">
              {r.summary}
            </Text>
            {r.points.length > 0 && (
              <List size="sm" spacing={4} mb="xs">
                {r.points.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            )}
            <Group gap="xs">
              {r.sources.map((s) => (
                <Anchor key={s} href={s} target="_blank" rel="noreferrer noopener" size="xs">
                  {s}
                </Anchor>
              ))}
              {r.offline && (
                <Badge size="xs" variant="outline" color="gray">
                  {t('offlineBadge')}
                </Badge>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      {recentOpen && <RecentPromptsModal onClose={() => setRecentOpen(false)} />}
    </Container>
  );
}
