import { Badge, Button, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import {
  activityView,
  CredentialAvatar,
  useSelectedCredential,
  useOpenWizard,
  credentialName,
  type Credential,
} from '../../credentials';
import { PageTitle } from '../../../components/page-title';

export const SETTINGS_TABS = [
  'account',
  'limits',
  'location',
  'blacklist',
  'connection',
  'signatures',
  'voicemails',
] as const;

/** The selected account, for the settings pages under the layout. */
export interface SettingsOutletContext {
  credential: Credential;
}

/** /settings/*: the selected account's header and the tabs of its settings. */
export function SettingsLayout() {
  const { t } = useTranslation('account-settings');
  const { t: tc } = useTranslation('credentials');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const openWizard = useOpenWizard();
  const { selected, query } = useSelectedCredential();
  const tab = pathname.split('/')[2] ?? '';

  if (query.isPending) return <PageState kind="loading" />;
  if (query.isError)
    return <PageState kind="error" title={t('loadError')} description={translateError(query.error)} />;
  if (!selected) {
    return (
      <PageState
        kind="empty"
        title={t('empty.title')}
        description={t('empty.text')}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => openWizard()}>
            {tc('switcher.addAccount')}
          </Button>
        }
      />
    );
  }
  const view = activityView(selected);
  return (
    <Stack gap="lg" maw={960}>
      <Group gap="md" wrap="nowrap">
        <CredentialAvatar credential={selected} size={48} />
        <Stack gap={2} miw={0}>
          <PageTitle lh={1.2}>{t('title')}</PageTitle>
          <Group gap={6}>
            <Text c="dimmed" size="sm" truncate maw="100%">
              {credentialName(selected) === selected.username
                ? selected.username
                : `${credentialName(selected)} · ${selected.username}`}
            </Text>
            <Badge color={view.color} variant="light" size="sm" data-testid="settings-status">
              {tc(`status.${view.status}`)}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Tabs
          value={SETTINGS_TABS.includes(tab as (typeof SETTINGS_TABS)[number]) ? tab : null}
          onChange={(v) => v && navigate(`/settings/${v}${search}`)}
        >
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {SETTINGS_TABS.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`settings-tab-${key}`}>
                {t(`tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
      <Outlet context={{ credential: selected } satisfies SettingsOutletContext} />
    </Stack>
  );
}
