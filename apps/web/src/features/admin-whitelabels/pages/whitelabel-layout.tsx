import { Anchor, Badge, Button, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { translateError } from '../../../lib/messages';
import { useWhitelabel } from '../api/whitelabels';
import type { Whitelabel } from '../types';

/** The tabs of 000 §2 /admin/whitelabels/{whitelabel}/…: these five here, the others in their own areas. */
export const OWN_TABS = ['details', 'colors', 'options', 'email-configuration', 'support'] as const;
const OTHER_TABS = [
  'plans',
  'pricing',
  'buzz-pricing',
  'billing',
  'health-index-notifications',
  'managers',
  'buzz-managers',
] as const;

export const useWhitelabelContext = () => useOutletContext<{ whitelabel: Whitelabel }>();

export function WhitelabelLayout() {
  const { t } = useTranslation('admin-whitelabels');
  const { whitelabel: brand = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useWhitelabel(brand);
  const tab = location.pathname.split('/')[4] ?? 'details';

  if (query.isPending) return <PageState kind="loading" />;
  if (query.isError)
    return (
      <PageState
        kind="error"
        title={t('layout.error')}
        description={translateError(query.error)}
        action={
          <Button component={Link} to="/admin/whitelabels" variant="default">
            {t('layout.back')}
          </Button>
        }
      />
    );
  const wl = query.data;
  // buzz pricing: Buzz-type brands only (000 §6)
  const tabs = [...OWN_TABS, ...OTHER_TABS.filter((k) => k !== 'buzz-pricing' || wl.is_buzz)];

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/whitelabels" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('layout.back')}
        </Group>
      </Anchor>
      <Group gap="md" wrap="nowrap">
        <BrandLogo name={wl.name} logoUrl={wl.logo_square_url} size={40} withName={false} />
        <div style={{ minWidth: 0 }}>
          <PageTitle>{wl.name}</PageTitle>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {wl.brand}
            </Text>
            <Badge color={wl.status === 'active' ? 'teal' : 'gray'} variant="light" size="sm">
              {t(`status.${wl.status}`)}
            </Badge>
          </Group>
        </div>
      </Group>
      <Tabs value={tab} onChange={(value) => value && navigate(`/admin/whitelabels/${wl.brand}/${value}`)}>
        <ScrollArea type="never" scrollbars="x">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {tabs.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`wl-tab-${key}`} style={{ whiteSpace: 'nowrap' }}>
                {t(`tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      <Outlet context={{ whitelabel: wl }} />
    </Stack>
  );
}
