import { Anchor, Avatar, Breadcrumbs, Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconMessages } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { isApiError } from '../../../lib/api';
import { LabelBadge } from '../../labels';
import { useProspect } from '../api/fetch-prospect';
import { CrmDuplicates, CrmLinks } from '../../crm';
import { ProspectCampaigns } from '../components/prospect-campaigns';
import { ProspectEnrichment } from '../components/prospect-enrichment';
import { ProspectFields } from '../components/prospect-fields';
import { ProspectNotes } from '../components/prospect-notes';
import { ProspectTags } from '../components/prospect-tags';
import { ProspectTimeline } from '../components/prospect-timeline';
import { LeadStatusBadge, RelationBadge } from '../components/status-badges';
import { useProspectScope } from '../hooks';
import { PageTitle } from '../../../components/page-title';
import { CreateTaskButton } from '../../tasks';
import { AiLabel, AiPersonality } from '../../ai';

const Section = ({
  title,
  children,
  testId,
}: {
  title: string;
  children: React.ReactNode;
  testId?: string;
}) => (
  <Card withBorder radius="md" p="lg" data-testid={testId}>
    <Text fw={700} mb="md">
      {title}
    </Text>
    {children}
  </Card>
);

/** 000 §2 /profiles/my-prospects/{profileId}: the prospect card. */
export function ProspectPage() {
  const { t } = useTranslation('prospects');
  const { profileId = '' } = useParams();
  const { search } = useLocation();
  const { credential, isAdmin } = useProspectScope();
  // Admins read the card workspace-wide so a prospect of another account still opens.
  const query = useProspect(profileId, isAdmin ? null : (credential?._id ?? null));
  const back = `/profiles/my-prospects${search}`;

  if (query.isPending) return <PageState kind="loading" />;
  if (query.isError)
    return (
      <PageState
        kind="error"
        title={isApiError(query.error) && query.error.code === 404 ? t('notFound') : t('loadError')}
        action={
          <Button component={Link} to={back} variant="light">
            {t('backToList')}
          </Button>
        }
      />
    );
  const p = query.data;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to={back} size="sm">
          {t('title')}
        </Anchor>
        <Text size="sm">{p.full_name}</Text>
      </Breadcrumbs>
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={p.photo_link} size={64} radius="xl" color="initials" name={p.full_name} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <PageTitle style={{ overflowWrap: 'anywhere' }}>{p.full_name}</PageTitle>
              <Text c="dimmed" size="sm">
                {[p.position, p.company].filter(Boolean).join(t('at'))}
              </Text>
              <Group gap={6}>
                {p.lead_status && <LeadStatusBadge status={p.lead_status} />}
                <AiLabel profileId={p._id} />
                <AiPersonality profileId={p._id} />
                <RelationBadge relation={p.relation} />
                {p.labels.map((l) => (
                  <LabelBadge key={l._id} name={l.name} color={l.color} />
                ))}
              </Group>
            </Stack>
          </Group>
          <Group gap="xs">
            <CreateTaskButton defaults={{ prospect: p._id, prospectName: p.full_name }} variant="default" />
            <Button
              component={Link}
              to={`/inbox/${p._id}`}
              variant="light"
              leftSection={<IconMessages size={16} />}
            >
              {t('openInbox')}
            </Button>
            <Button
              component="a"
              href={p.link}
              target="_blank"
              rel="noreferrer noopener"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('openProfile')}
            </Button>
          </Group>
        </Group>
      </Card>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Section title={t('sections.details')}>
              <ProspectFields prospect={p} />
            </Section>
            <Section title={t('sections.activity')} testId="prospect-timeline">
              <ProspectTimeline items={p.timeline ?? []} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Section title={t('enrichment.title')} testId="prospect-enrichment">
              <ProspectEnrichment profileId={p._id} />
            </Section>
            <Section title={t('sections.relationLabels')}>
              <ProspectTags prospect={p} />
            </Section>
            <Section title={t('sections.campaigns')}>
              <ProspectCampaigns campaigns={p.campaigns} />
            </Section>
            <Section title={t('crm:links')}>
              <CrmLinks prospectId={p._id} />
            </Section>
            <Section title={t('crm:duplicates')}>
              <CrmDuplicates
                prospectId={p._id}
                email={p.work_email ?? p.personal_email ?? p.enriched_email ?? null}
              />
            </Section>
            <Section title={t('sections.notes')}>
              <ProspectNotes profileId={p._id} notes={p.notes} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
