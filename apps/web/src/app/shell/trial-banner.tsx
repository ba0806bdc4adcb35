import { Alert, Anchor, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIER_LABELS, tierName } from '@leadloop/domain/tiers/enums';
import type { Workspace } from '@leadloop/domain';

/**
 * Issue 33: a workspace on its trial says which plan it tries and how many days are left; whoever may
 * open billing gets the way to choose a plan. At the end the workspace moves to the free tier (server job).
 */
export function TrialBanner({
  trial,
  canChoosePlan,
}: {
  trial: NonNullable<Workspace['trial']>;
  canChoosePlan: boolean;
}) {
  const { t } = useTranslation('shell');
  const name = tierName(trial.tier);
  const plan = name ? TIER_LABELS[name] : String(trial.tier);
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconHourglassHigh size={18} />}
      mb="md"
      data-testid="trial-banner"
    >
      <Text size="sm">
        {trial.days_left > 0
          ? t('trial.daysLeft', { plan, count: trial.days_left })
          : t('trial.endsToday', { plan })}{' '}
        {canChoosePlan && (
          <Anchor component={Link} to="/billing/overview" size="sm" fw={600} data-testid="trial-choose-plan">
            {t('trial.choosePlan')}
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}
