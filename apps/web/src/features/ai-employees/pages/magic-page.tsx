import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AI_CAMPAIGN_CHANNELS, type AiCampaignChannel } from '@leadloop/domain/ai/enums';
import { AI_CAMPAIGNS_MAX } from '@leadloop/domain/ai/rules';
import {
  validateMagicCounts,
  type MagicCounts,
  type MagicGeneration,
} from '@leadloop/domain/ai-employees/magic';
import { PageTitle } from '../../../components/page-title';
import { translateError, translateMessage } from '../../../lib/messages';
import { useSelectedCredential, credentialName } from '../../credentials';
import { useCreateFromMagic, useEmployees, useGenerateMagic } from '../api';

type Proposal = MagicGeneration['proposal'];

/**
 * /ai-employees/magic (issue 38 §5): a goal and a target (or an employee's targeting) → the proposed audience,
 * the sequences and their messages, each reviewed and edited here; nothing runs until "Create campaigns", and
 * the campaigns are created paused, as ordinary campaigns.
 */
export function MagicPage() {
  const { t } = useTranslation('ai-employees');
  const [params] = useSearchParams();
  const accounts = useSelectedCredential();
  const employees = useEmployees();
  const [employeeId, setEmployeeId] = useState<string | null>(params.get('employee'));
  const [credentialsId, setCredentialsId] = useState<string | null>(null);
  const [goal, setGoal] = useState('');
  const [target, setTarget] = useState('');
  const [counts, setCounts] = useState<MagicCounts>(() => {
    const fromQuery = Object.fromEntries(
      AI_CAMPAIGN_CHANNELS.filter((c) => params.get(c)).map((c) => [c, Number(params.get(c))]),
    );
    return Object.keys(fromQuery).length ? fromQuery : { linkedin: 1 };
  });
  // one key per generation asked: a retry after a lost answer is not charged twice
  const [generationId, setGenerationId] = useState(() => crypto.randomUUID());
  const [stage, setStage] = useState(0);
  const [generation, setGeneration] = useState<MagicGeneration | null>(null);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerateMagic();
  const create = useCreateFromMagic();
  const account = credentialsId ?? accounts.selected?._id ?? null;
  const changed =
    <T,>(setter: (v: T) => void) =>
    (v: T) => {
      setter(v);
      setGenerationId(crypto.randomUUID());
    };

  const ask = () => {
    const verdict = validateMagicCounts(counts);
    if (verdict !== true) return setError(verdict);
    if (!account || !goal.trim() || (!target.trim() && !employeeId))
      return setError('Please fill all required fields.');
    setError(null);
    generate.mutate(
      {
        generation_id: generationId,
        credentials_id: account,
        goal: goal.trim(),
        ...(target.trim() ? { target: target.trim() } : {}),
        ...(employeeId ? { employee_id: employeeId } : {}),
        generate_campaigns: counts,
      },
      {
        onSuccess: (g) => {
          setGeneration(g);
          setProposal(g.proposal);
          setStage(1);
        },
        onError: (e) => setError(translateError(e)),
      },
    );
  };

  const editCampaign = (i: number, next: Proposal['campaigns'][number]) =>
    setProposal((p) => p && { ...p, campaigns: p.campaigns.map((c, j) => (j === i ? next : c)) });

  const submit = () =>
    create.mutate(
      {
        id: generation!.id,
        body: {
          audience: { keywords: proposal!.audience.keywords, limit: proposal!.audience.limit },
          campaigns: proposal!.campaigns,
        },
      },
      { onSuccess: () => setStage(4), onError: (e) => setError(translateError(e)) },
    );

  return (
    <Container size="lg" px={0}>
      <PageTitle>{t('magic.title')}</PageTitle>
      <Stepper active={stage} mt="md" mb="lg" allowNextStepsSelect={false} onStepClick={setStage}>
        <Stepper.Step label={t('magic.stages.goal')} />
        <Stepper.Step label={t('magic.stages.audience')} />
        <Stepper.Step label={t('magic.stages.sequence')} />
        <Stepper.Step label={t('magic.stages.messages')} />
      </Stepper>
      {error && (
        <Alert color="red" mb="md" data-testid="magic-error">
          {translateMessage(error)}
        </Alert>
      )}
      {stage === 0 && (
        <Card withBorder>
          <Stack>
            <Select
              label={t('wizard.settings.account')}
              data={accounts.list.map((c) => ({ value: c._id, label: credentialName(c) }))}
              value={account}
              onChange={changed(setCredentialsId)}
            />
            <Select
              label={t('magic.employee')}
              clearable
              data={(employees.data?.items ?? []).map((e) => ({ value: e.id, label: e.profile.name }))}
              value={employeeId}
              onChange={changed(setEmployeeId)}
            />
            <Textarea
              label={t('magic.goal')}
              value={goal}
              onChange={(e) => changed(setGoal)(e.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
            />
            <TextInput
              label={t('magic.target')}
              description={t('magic.targetHint')}
              value={target}
              onChange={(e) => changed(setTarget)(e.currentTarget.value)}
              maxLength={200}
            />
            <SimpleGrid cols={4}>
              {AI_CAMPAIGN_CHANNELS.map((c: AiCampaignChannel) => (
                <NumberInput
                  key={c}
                  label={t(`channels.${c}`)}
                  min={0}
                  max={AI_CAMPAIGNS_MAX}
                  value={counts[c] ?? 0}
                  onChange={(v) => changed(setCounts)({ ...counts, [c]: Number(v) || 0 })}
                />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('magic.cost')}
            </Text>
            <Group justify="flex-end">
              <Button onClick={ask} loading={generate.isPending}>
                {t('magic.generate')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {stage === 1 && proposal && (
        <Card withBorder>
          <Stack>
            <TextInput
              label={t('magic.keywords')}
              value={proposal.audience.keywords}
              onChange={(e) =>
                setProposal({
                  ...proposal,
                  audience: { ...proposal.audience, keywords: e.currentTarget.value },
                })
              }
            />
            <NumberInput
              label={t('magic.limit')}
              min={1}
              max={1000}
              value={proposal.audience.limit}
              onChange={(v) =>
                setProposal({ ...proposal, audience: { ...proposal.audience, limit: Number(v) || 1 } })
              }
              w={200}
            />
            <Text size="sm" data-testid="magic-audience-total">
              {t('magic.found', { count: proposal.audience.total })}
            </Text>
            <List size="sm">
              {proposal.audience.sample.map((p) => (
                <List.Item key={p.name}>
                  {p.name} — {[p.title, p.company].filter(Boolean).join(', ')}
                </List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button onClick={() => setStage(2)}>{t('wizard.next')}</Button>
            </Group>
          </Stack>
        </Card>
      )}
      {stage === 2 && proposal && (
        <Stack>
          {proposal.campaigns.map((c, i) => (
            <Card withBorder key={i}>
              <TextInput
                label={t('magic.name')}
                value={c.name}
                onChange={(e) => editCampaign(i, { ...c, name: e.currentTarget.value })}
                mb="sm"
              />
              <Stack gap={4}>
                {c.steps.map((s, k) => (
                  <Group key={k} gap="xs">
                    <Badge variant="light">{t(`stepTypes.${s.type}`)}</Badge>
                    <NumberInput
                      aria-label={t('magic.delay')}
                      size="xs"
                      w={90}
                      min={0}
                      max={365}
                      value={s.delay_days}
                      onChange={(v) =>
                        editCampaign(i, {
                          ...c,
                          steps: c.steps.map((x, j) => (j === k ? { ...x, delay_days: Number(v) || 0 } : x)),
                        })
                      }
                    />
                    <Text size="xs" c="dimmed">
                      {t('magic.days')}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
          <Group justify="flex-end">
            <Button onClick={() => setStage(3)}>{t('wizard.next')}</Button>
          </Group>
        </Stack>
      )}
      {stage === 3 && proposal && (
        <Stack>
          {proposal.campaigns.map((c, i) => (
            <Card withBorder key={i}>
              <Text fw={600} mb="xs">
                {c.name}
              </Text>
              <Stack>
                {c.steps.map((s, k) => (
                  <Stack key={k} gap={4}>
                    {s.subject !== null && (
                      <TextInput
                        label={t('magic.subject')}
                        value={s.subject}
                        onChange={(e) =>
                          editCampaign(i, {
                            ...c,
                            steps: c.steps.map((x, j) =>
                              j === k ? { ...x, subject: e.currentTarget.value } : x,
                            ),
                          })
                        }
                      />
                    )}
                    <Textarea
                      label={t(`stepTypes.${s.type}`)}
                      value={s.content}
                      autosize
                      minRows={2}
                      onChange={(e) =>
                        editCampaign(i, {
                          ...c,
                          steps: c.steps.map((x, j) =>
                            j === k ? { ...x, content: e.currentTarget.value } : x,
                          ),
                        })
                      }
                      data-testid={`magic-${i}-step-${k}`}
                    />
                  </Stack>
                ))}
              </Stack>
            </Card>
          ))}
          <Group justify="flex-end">
            <Button onClick={submit} loading={create.isPending}>
              {t('magic.create')}
            </Button>
          </Group>
        </Stack>
      )}
      {stage === 4 && create.data && (
        <Card withBorder>
          <Text mb="sm">{t('magic.created', { count: create.data.campaigns_count })}</Text>
          <List>
            {create.data.workflow_ids.map((id, i) => (
              <List.Item key={id}>
                <Anchor component={Link} to={`/campaign/edit/${id}`}>
                  {proposal?.campaigns[i]?.name ?? id}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Card>
      )}
    </Container>
  );
}
