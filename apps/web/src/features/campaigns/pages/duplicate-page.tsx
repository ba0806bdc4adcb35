import { useState } from 'react';
import { Anchor, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useSelectedCredential } from '../api/fetch-credentials';
import { useWorkflows } from '../api/fetch-workflows';
import { useDuplicateWorkflows } from '../api/workflow-actions';
import { PageTitle } from '../../../components/page-title';

/** /campaigns/duplicate: copy campaigns onto other accounts (POST /credentials/duplicate_workflows). */
export function DuplicatePage() {
  const { t } = useTranslation('campaigns');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selected = useSelectedCredential();
  const workflows = useWorkflows({ view: 'all', query: '', credentialId: selected.id });
  const duplicate = useDuplicateWorkflows();
  const [campaigns, setCampaigns] = useState<string[]>(
    () => params.get('ids')?.split(',').filter(Boolean) ?? [],
  );
  const [targets, setTargets] = useState<string[]>([]);
  const back = new URLSearchParams(params);
  back.delete('ids');
  const backTo = `/campaigns/my-campaigns${back.toString() ? `?${back}` : ''}`;

  if (workflows.isPending || selected.isPending) return <PageState kind="loading" />;
  if (workflows.isError)
    return (
      <PageState kind="error" title={t('list.loadError')} description={translateError(workflows.error)} />
    );

  const submit = () =>
    duplicate.mutate(
      { workflowIds: campaigns, credentialIds: targets },
      {
        onSuccess: () => {
          notify.success(t('duplicate.done', { count: campaigns.length * targets.length }));
          navigate(backTo);
        },
        onError: notify.error,
      },
    );

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <div>
        <Anchor component={Link} to={backTo} size="sm">
          ← {t('tabs.myCampaigns')}
        </Anchor>
        <PageTitle>{t('duplicate.title')}</PageTitle>
        <Text c="dimmed" size="sm">
          {t('duplicate.subtitle')}
        </Text>
      </div>
      <Card padding="lg">
        <Title order={5} mb="sm">
          {t('duplicate.campaigns')}
        </Title>
        {workflows.data.length ? (
          <Checkbox.Group value={campaigns} onChange={setCampaigns}>
            <Stack gap="xs">
              {workflows.data.map((w) => (
                <Checkbox key={w._id} value={w._id} label={w.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('list.empty.all')}
          </Text>
        )}
      </Card>
      <Card padding="lg">
        <Title order={5} mb="sm">
          {t('duplicate.accounts')}
        </Title>
        {selected.credentials.length > 1 ? (
          <Checkbox.Group value={targets} onChange={setTargets}>
            <Stack gap="xs">
              {selected.credentials
                .filter((c) => c._id !== selected.id)
                .map((c) => (
                  <Checkbox
                    key={c._id}
                    value={c._id}
                    label={c.full_name || c.username}
                    description={c.username}
                  />
                ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('duplicate.noAccounts')}
          </Text>
        )}
      </Card>
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={backTo}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={!campaigns.length || !targets.length}
          loading={duplicate.isPending}
          onClick={submit}
        >
          {t('duplicate.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
