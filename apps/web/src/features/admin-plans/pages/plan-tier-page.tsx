import { useEffect, useState } from 'react';
import { Group, NumberInput, ScrollArea, SegmentedControl, Stack, Switch, Tabs, Text } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PLAN_FEATURE_PAGES,
  PLAN_FEATURE_PAGE_NAMES,
  type PlanFeaturePage,
} from '@leadloop/domain/billing/admin-pages';
import { LIMITED_FEATURES } from '@leadloop/domain/billing/catalogue';
import { FEATURE_STATUSES, TIER_LABELS, TIERS, type TierName } from '@leadloop/domain/tiers/enums';
import { notify } from '../../../lib/notify';
import { useAdminAccess } from '../api/admin-access';
import { useSaveTier, useTierPlan } from '../api/admin-plans';
import { AdminPlansHeader } from '../components/admin-plans-header';
import { SettingsCard } from '../components/settings-card';
import type { TierPlanView } from '../types';

export type PlanSection = 'features' | 'seats' | 'credits-features' | 'limits';
const SECTIONS: PlanSection[] = ['features', 'seats', 'credits-features', 'limits'];
const TIER_LIST = (Object.keys(TIERS) as TierName[]).map((name) => ({ name, tier: TIERS[name] }));

type Draft = Pick<
  TierPlanView,
  'is_enabled' | 'features' | 'limited_features' | 'seats_included' | 'credits_included'
>;

/**
 * /admin/whitelabels/{wl}/plans/{tier}/features/{page}, …/seats, …/credits-features, …/limits, and
 * /admin/settings/features-wl/{wl}/{tier}: one tier of the plans catalogue the gate reads.
 */
export function PlanTierPage({ section = 'features' }: { section?: PlanSection }) {
  const { t } = useTranslation('admin-health');
  const navigate = useNavigate();
  const params = useParams();
  const brand = params.whitelabel ?? '';
  const tier = Number(params.tier);
  const page = (params.page ?? 'base-features') as PlanFeaturePage;
  const plan = useTierPlan(tier);
  const save = useSaveTier(tier);
  const readOnly = !useAdminAccess().isSuperAdmin;
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (plan.data) setDraft(plan.data);
  }, [plan.data]);

  if (!TIER_LIST.some((x) => x.tier === tier))
    return <Navigate to={`/admin/whitelabels/${brand}/plans/1/features/base-features`} replace />;
  if (section === 'features' && !PLAN_FEATURE_PAGE_NAMES.includes(page))
    return <Navigate to="../base-features" relative="path" replace />;
  const base = `/admin/whitelabels/${encodeURIComponent(brand)}/plans/${tier}`;
  const to = (s: PlanSection) => (s === 'features' ? `${base}/features/${page}` : `${base}/${s}`);

  const onSave = () =>
    draft &&
    save.mutate(draft, {
      onSuccess: () => notify.success(t('saved')),
      onError: (e) => notify.error(e),
    });

  let body;
  if (!draft) body = null;
  else if (section === 'features')
    body = (
      <Stack>
        <Stack gap={0}>
          {PLAN_FEATURE_PAGES[page].map((flag) => (
            <Group
              key={flag}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Text fw={500}>{t(`flags.${flag}`)}</Text>
              <SegmentedControl
                size="xs"
                disabled={readOnly}
                aria-label={t(`flags.${flag}`)}
                value={draft.features[flag]}
                onChange={(v) =>
                  setDraft({
                    ...draft,
                    features: { ...draft.features, [flag]: v as (typeof FEATURE_STATUSES)[number] },
                  })
                }
                data={FEATURE_STATUSES.map((s) => ({ value: s, label: t(`plans.status.${s}`) }))}
              />
            </Group>
          ))}
        </Stack>
      </Stack>
    );
  else if (section === 'seats')
    body = (
      <Group grow align="flex-start">
        {(['cloud', 'extension'] as const).map((type) => (
          <NumberInput
            key={type}
            label={t(`plans.seats.${type}`)}
            min={0}
            allowDecimal={false}
            value={draft.seats_included[type]}
            onChange={(v) =>
              setDraft({ ...draft, seats_included: { ...draft.seats_included, [type]: Number(v) || 0 } })
            }
          />
        ))}
      </Group>
    );
  else if (section === 'credits-features')
    body = (
      <NumberInput
        label={t('plans.credits')}
        description={t('plans.creditsHint')}
        min={0}
        allowDecimal={false}
        thousandSeparator
        maw={320}
        value={draft.credits_included}
        onChange={(v) => setDraft({ ...draft, credits_included: Number(v) || 0 })}
      />
    );
  else
    body = (
      <Stack>
        {LIMITED_FEATURES.map((f) => {
          const rule = draft.limited_features[f];
          const set = (patch: Partial<typeof rule>) =>
            setDraft({
              ...draft,
              limited_features: { ...draft.limited_features, [f]: { ...rule, ...patch } },
            });
          return (
            <Group key={f} align="flex-end" wrap="wrap">
              <Switch
                label={t(`plans.limits.${f}`)}
                checked={rule.is_limited}
                onChange={(e) => set({ is_limited: e.currentTarget.checked })}
                w={260}
              />
              <NumberInput
                aria-label={t('plans.limit')}
                label={t('plans.limit')}
                min={0}
                allowDecimal={false}
                disabled={!rule.is_limited}
                value={rule.limit}
                onChange={(v) => set({ limit: Number(v) || 0 })}
                w={160}
              />
            </Group>
          );
        })}
      </Stack>
    );

  return (
    <Stack>
      <AdminPlansHeader title={t('plans.title')} brand={brand} note={t('plans.shared')} readOnly={readOnly} />
      <ScrollArea type="auto" offsetScrollbars>
        <SegmentedControl
          aria-label={t('plans.tier')}
          value={String(tier)}
          onChange={(v) =>
            navigate(
              section === 'features'
                ? `/admin/whitelabels/${encodeURIComponent(brand)}/plans/${v}/features/${page}`
                : `/admin/whitelabels/${encodeURIComponent(brand)}/plans/${v}/${section}`,
            )
          }
          data={TIER_LIST.map((x) => ({ value: String(x.tier), label: TIER_LABELS[x.name] }))}
        />
      </ScrollArea>
      <Tabs value={section} onChange={(v) => v && navigate(to(v as PlanSection))}>
        <Tabs.List>
          {SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`plans.sections.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {section === 'features' && (
        <ScrollArea type="auto" offsetScrollbars>
          <SegmentedControl
            aria-label={t('plans.featurePages')}
            value={page}
            onChange={(v) => navigate(`${base}/features/${v}`)}
            data={PLAN_FEATURE_PAGE_NAMES.map((p) => ({ value: p, label: t(`plans.pages.${p}`) }))}
          />
        </ScrollArea>
      )}
      <SettingsCard
        // The form shows once the plan is copied into the draft; a failed read shows its error.
        query={{ isPending: !draft && !plan.isError, isError: plan.isError, error: plan.error }}
        readOnly={readOnly}
        saving={save.isPending}
        saveDisabled={!draft}
        onSave={onSave}
        maw={null}
      >
        {draft && (
          <Switch
            label={t('plans.enabled')}
            checked={draft.is_enabled}
            onChange={(e) => setDraft({ ...draft, is_enabled: e.currentTarget.checked })}
          />
        )}
        {body}
      </SettingsCard>
    </Stack>
  );
}

export const PlanSeatsPage = () => <PlanTierPage section="seats" />;
export const PlanCreditsPage = () => <PlanTierPage section="credits-features" />;
export const PlanLimitsPage = () => <PlanTierPage section="limits" />;
export const PlansIndexPage = () => <Navigate to="1/features/base-features" replace />;
