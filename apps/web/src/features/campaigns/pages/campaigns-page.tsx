import { lazy, Suspense } from 'react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconArrowsSplit, IconCopy, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { MyCampaigns } from '../components/my-campaigns';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';

// The marketplace tab is its own chunk: most visits open My Campaigns.
const Marketplace = lazy(() => import('../components/marketplace').then((m) => ({ default: m.Marketplace })));

/** /campaigns/my-campaigns[/filter] and /campaigns/marketplace. */
export function CampaignsPage() {
  const { t } = useTranslation('campaigns');
  const { tab } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = params.toString() ? `?${params.toString()}` : '';
  const current = tab === 'marketplace' ? 'marketplace' : 'my-campaigns';
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <PageTitle>{t('title')}</PageTitle>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/campaigns/duplicate${search}`}
            variant="default"
            leftSection={<IconCopy size={16} />}
            visibleFrom="sm"
          >
            {t('duplicate.open')}
          </Button>
          <Button
            component={Link}
            to={`/smart-sequences${search}`}
            variant="light"
            leftSection={<IconArrowsSplit size={16} />}
          >
            {t('list.createSmart')}
          </Button>
          <Button component={Link} to={`/campaign/add${search}`} leftSection={<IconPlus size={16} />}>
            {t('list.create')}
          </Button>
        </Group>
      </Group>
      <Tabs value={current} onChange={(v) => navigate(`/campaigns/${v}${search}`)}>
        <Tabs.List>
          <Tabs.Tab value="my-campaigns">{t('tabs.myCampaigns')}</Tabs.Tab>
          <Tabs.Tab value="marketplace">{t('tabs.marketplace')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {current === 'marketplace' ? (
        <Suspense fallback={<PageState kind="loading" />}>
          <Marketplace />
        </Suspense>
      ) : (
        <MyCampaigns />
      )}
    </Stack>
  );
}
