import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Stepper, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useSelectedCredential } from '../api/fetch-credentials';
import { useSaveWorkflow } from '../api/save-workflow';
import { workflowActions } from '../api/workflow-actions';
import { AudienceStage } from '../builder/audience-stage';
import { LinearSequence } from '../builder/linear-sequence';
import { ReviewStage } from '../builder/review-stage';
import { SettingsStage } from '../builder/settings-stage';
import { asSaved, useCampaignDraft } from '../builder/use-campaign-draft';
import { CampaignProspects } from '../components/campaign-prospects';
import { CampaignLoadError } from '../components/campaign-load-error';
import { draftFromWorkflow, emptyDraft, type CampaignDraft } from '../lib/draft';
import { draftStorage, keepsWorkflow } from '../lib/draft-storage';
import { draftContent, hasUnsavedInput, STAGE_NAMES, STAGE_PARAM, stageFromParam } from '../lib/wizard-state';
import { LeaveGuard } from '../../../components/leave-guard';
import { stageProblems, validateSteps } from '../lib/validate';
import { PageTitle } from '../../../components/page-title';

const FlowEditor = lazy(() => import('../graph/flow-editor').then((m) => ({ default: m.FlowEditor })));

/** /campaign/add, /campaign/edit/{id}, /smart-sequences and /smart-sequences/edit/{id}. */
export function CampaignBuilderPage({ mode }: { mode: 'linear' | 'smart' }) {
  const { t } = useTranslation('campaigns');
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const selected = useSelectedCredential();
  const { draft, update, updateWith, replace, isPending, error } = useCampaignDraft({
    mode,
    workflowId: id,
    templateKey: params.get('template'),
    credentialId: selected.id,
  });
  const save = useSaveWorkflow();
  const [showErrors, setShowErrors] = useState(false);
  const compact = useMediaQuery('(max-width: 575.98px)') ?? false;

  // A marketplace template fills the draft once; afterwards the kept draft wins (reloads keep edits).
  useEffect(() => {
    if (params.has('template')) setParams((p) => (p.delete('template'), p), { replace: true });
  }, [params, setParams]);
  const [starting, setStarting] = useState(false);

  const problems = useMemo(
    () => (draft ? stageProblems(draft, Boolean(draft.imports?.length)) : []),
    [draft],
  );
  const stepProblems = useMemo(
    () =>
      draft
        ? validateSteps(
            draft.steps.filter((s) => draft.mode === 'smart' || s.type !== 'condition'),
            draft.flags.is_email_only,
          )
        : [],
    [draft],
  );

  if (isPending || selected.isPending) return <PageState kind="loading" />;
  if (error || !draft) return <CampaignLoadError id={id} error={error} />;

  const view = params.get('view') === 'prospects' && draft.id ? 'prospects' : 'setup';
  const stage = stageFromParam(params.get(STAGE_PARAM), 0); // the address alone says the stage (history)
  const dirty = hasUnsavedInput(draft, draft.saved ?? draftContent(emptyDraft(draft.mode)));
  const editPath = (wid: string) =>
    draft.mode === 'smart' ? `/smart-sequences/edit/${wid}` : `/campaign/edit/${wid}`;

  /** Saves the draft (with `patch`); a new campaign moves to its edit address. Returns the id. */
  const persist = async (patch: Partial<CampaignDraft> = {}): Promise<string> => {
    const saved = await save.mutateAsync({ ...draft, ...patch });
    const next = asSaved({ ...draftFromWorkflow(saved), stage, positions: draft.positions });
    replace(next);
    draftStorage.save(next);
    if (!draft.id) navigate({ pathname: editPath(saved._id), search: params.toString() }, { replace: true });
    return saved._id;
  };

  const onSave = async (start: boolean) => {
    setShowErrors(true);
    const blocking = problems.find((p) => p);
    if (blocking) {
      notify.error(
        blocking === 'audience'
          ? t('audience.required')
          : blocking === 'sequence'
            ? t('builder.noSteps')
            : blocking,
      );
      return;
    }
    try {
      setStarting(start);
      const wid = await persist();
      if (start) await workflowActions.resume(wid, null);
      notify.success(start ? t('builder.started') : t('builder.saved'));
      if (start) {
        draftStorage.clear();
        navigate({
          pathname: editPath(wid),
          search: new URLSearchParams({ ...Object.fromEntries(params), view: 'prospects' }).toString(),
        });
      }
    } catch (e) {
      notify.error(e);
    } finally {
      setStarting(false);
    }
  };

  const goto = (to: number) => {
    if (to > stage && problems.slice(0, to).some((p) => p)) {
      setShowErrors(true);
      return; // a jump forward needs every earlier stage to pass (001 §5 wizard navigation)
    }
    update({ stage: to });
    setParams((p) => (p.set(STAGE_PARAM, STAGE_NAMES[to]!), p)); // a history entry per stage
  };

  /** An import needs the campaign saved: a new one is saved as a named draft, and the user is told so. */
  const ensureSaved = async (fileName: string) => {
    if (draft.id) return draft.id;
    const name = draft.name.trim() || fileName;
    const id = await persist({ name });
    notify.info(t('audience.csv.savedAsDraft', { name }));
    return id;
  };

  const title = draft.id
    ? draft.name || t('review.untitled')
    : mode === 'smart'
      ? t('builder.newSmart')
      : t('builder.newCampaign');

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <LeaveGuard dirty={dirty} stays={keepsWorkflow} />
      <Group justify="space-between" wrap="wrap">
        <div>
          <Anchor component={Link} to="/campaigns/my-campaigns" size="sm">
            ← {t('tabs.myCampaigns')}
          </Anchor>
          <PageTitle>{title}</PageTitle>
        </div>
        {draft.id && (
          <Tabs
            value={view}
            onChange={(v) =>
              setParams((p) => (v === 'prospects' ? p.set('view', 'prospects') : p.delete('view'), p), {
                replace: true,
              })
            }
          >
            <Tabs.List>
              <Tabs.Tab value="setup">{t('builder.setupTab')}</Tabs.Tab>
              <Tabs.Tab value="prospects">{t('builder.prospectsTab')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
        )}
      </Group>

      {view === 'prospects' && draft.id ? (
        <CampaignProspects
          workflowId={draft.id}
          steps={draft.steps}
          onEditAudience={() => {
            update({ stage: 0 });
            setParams((p) => (p.delete('view'), p.set(STAGE_PARAM, STAGE_NAMES[0]), p), { replace: true });
          }}
        />
      ) : (
        <>
          <Stepper active={stage} onStepClick={goto} size="sm" allowNextStepsSelect>
            <Stepper.Step
              label={compact ? undefined : t('stages.audience')}
              aria-label={t('stages.audience')}
              color={showErrors && problems[0] ? 'red' : undefined}
            />
            <Stepper.Step
              label={compact ? undefined : t('stages.sequence')}
              aria-label={t('stages.sequence')}
              color={showErrors && problems[1] ? 'red' : undefined}
            />
            <Stepper.Step
              label={compact ? undefined : t('stages.settings')}
              aria-label={t('stages.settings')}
            />
            <Stepper.Step label={compact ? undefined : t('stages.review')} aria-label={t('stages.review')} />
          </Stepper>
          {compact && <Title order={4}>{t(`stages.${STAGE_NAMES[stage]!}`)}</Title>}

          {stage === 0 && (
            <AudienceStage
              draft={draft}
              credentials={selected.credentials}
              onChange={update}
              ensureSaved={ensureSaved}
              onImported={(source) => updateWith((d) => ({ imports: [...(d.imports ?? []), source] }))}
              nameError={showErrors && !draft.name.trim() ? problems[0] : null}
            />
          )}
          {stage === 1 &&
            (draft.mode === 'smart' ? (
              <Suspense fallback={<PageState kind="loading" mih={480} />}>
                <FlowEditor draft={draft} problems={stepProblems} onChange={update} />
              </Suspense>
            ) : (
              <LinearSequence
                steps={draft.steps}
                problems={stepProblems}
                onChange={(steps) => update({ steps })}
              />
            ))}
          {stage === 2 && <SettingsStage draft={draft} onChange={update} />}
          {stage === 3 && <ReviewStage draft={draft} />}

          {showErrors && problems[stage] && (
            <Alert color="red" variant="light" role="alert">
              {problems[stage] === 'audience'
                ? t('audience.required')
                : problems[stage] === 'sequence'
                  ? t('builder.noSteps')
                  : translateMessage(problems[stage])}
            </Alert>
          )}

          <Group justify="space-between">
            <Button variant="default" disabled={stage === 0} onClick={() => goto(stage - 1)}>
              {t('builder.back')}
            </Button>
            <Group gap="sm">
              <Button
                variant="light"
                loading={save.isPending && !starting}
                onClick={() => void onSave(false)}
              >
                {t('builder.save')}
              </Button>
              {stage < 3 ? (
                <Button onClick={() => goto(stage + 1)}>{t('builder.next')}</Button>
              ) : (
                <Button
                  leftSection={<IconPlayerPlay size={16} />}
                  loading={starting}
                  onClick={() => void onSave(true)}
                >
                  {t('builder.saveAndStart')}
                </Button>
              )}
            </Group>
          </Group>
          {draft.id && (
            <Text size="xs" c="dimmed">
              {t('builder.editingHint')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

export const AddCampaignPage = () => <CampaignBuilderPage mode="linear" />;
export const SmartSequencePage = () => <CampaignBuilderPage mode="smart" />;
