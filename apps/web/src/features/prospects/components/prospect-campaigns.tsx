import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { explainProspect, shownStatus } from '../../campaigns';
import type { ProspectCampaign } from '../types';
import { CampaignStatusBadge } from './status-badges';

/** The campaigns the prospect is in, with status and the engine's explanation of what happens next. */
export function ProspectCampaigns({ campaigns }: { campaigns: ProspectCampaign[] }) {
  const { t } = useTranslation('prospects');
  const { t: tc, i18n } = useTranslation('campaigns');
  // The campaign screens' own wording of the engine's explanation, in the user's language.
  const explain = (c: ProspectCampaign) =>
    c.explanation
      ? explainProspect(
          tc,
          {
            status: c.status,
            paused_reason: c.paused_reason,
            excluded_reason: c.excluded_reason,
            next_step: c.explanation.next_step,
            earliest_at: c.explanation.earliest_at,
            held_by: c.explanation.held_by,
            wait: c.explanation.wait,
            steps: c.explanation.steps,
            fallback: c.next,
          },
          [],
          i18n.language,
        )
      : c.next;
  if (!campaigns.length)
    return (
      <Text size="sm" c="dimmed">
        {t('noCampaigns')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {campaigns.map((c) => (
        <Stack key={`${c._id}-${c.credentials_id}`} gap={4} data-testid="prospect-campaign">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={`/campaign/edit/${c._id}`} fw={600} size="sm" truncate>
              {c.name}
            </Anchor>
            <CampaignStatusBadge
              status={
                c.explanation ? shownStatus({ status: c.status, steps: c.explanation.steps }) : c.status
              }
            />
          </Group>
          {explain(c) && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconRoute
                size={14}
                style={{ marginTop: 3, flexShrink: 0 }}
                color="var(--mantine-color-dimmed)"
              />
              <Text size="xs" c="dimmed">
                {explain(c)}
              </Text>
            </Group>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
