import { Anchor, Avatar, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AiLabel } from '../../ai';
import { ProspectCampaigns, ProspectTags, LeadStatusBadge, type ProspectDetail } from '../../prospects';

/** The prospect info panel beside a conversation: who it is, relation and labels, campaigns. */
export function ProspectPanel({ profile }: { profile: ProspectDetail }) {
  const { t } = useTranslation('inbox');
  const email = profile.work_email ?? profile.personal_email ?? profile.enriched_email;
  const facts: [string, string | null][] = [
    [t('info.company'), profile.company],
    [t('info.location'), profile.location],
    [t('info.email'), email],
    [t('info.phone'), profile.phone],
  ];
  return (
    <Stack gap="md" p="md" data-testid="prospect-panel">
      <Stack gap={6} align="center" ta="center">
        <Avatar src={profile.photo_link} size={72} radius="xl" color="initials" name={profile.full_name} />
        <Text fw={700}>{profile.full_name}</Text>
        {profile.position && (
          <Text size="sm" c="dimmed">
            {profile.position}
          </Text>
        )}
        {profile.lead_status && <LeadStatusBadge status={profile.lead_status} />}
        <AiLabel profileId={profile._id} />
        <Anchor component={Link} to={`/profiles/my-prospects/${profile._id}`} size="sm">
          {t('info.openCard')}
        </Anchor>
      </Stack>
      <Divider />
      <ProspectTags prospect={profile} />
      <Divider />
      <Stack gap={6}>
        {facts.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" ta="right" truncate maw={190}>
              {value || '—'}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider />
      <Text fw={600} size="sm">
        {t('info.campaigns')}
      </Text>
      <ProspectCampaigns campaigns={profile.campaigns} />
    </Stack>
  );
}
