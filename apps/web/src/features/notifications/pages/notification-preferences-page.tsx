import { Card, Group, SegmentedControl, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_EVENTS, type NotificationEmailMode } from '@leadloop/domain/notifications/enums';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../lib/notify';
import { UserSettingsTabs } from '../../preferences';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';
import type { NotificationEvent, NotificationPreferences } from '../types';

type Channel = 'in_app' | 'email';

/** /preferences/user/notifications: which events notify in the app and by email, and the daily digest. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const shown = save.variables && save.isPending ? merge(prefs.data, save.variables) : prefs.data;
  const onToggle = (event: NotificationEvent, channel: Channel, value: boolean) =>
    save.mutate({ events: { [event]: { [channel]: value } } }, { onError: notify.error });

  return (
    <Stack gap="lg" maw={880}>
      <PageTitle>{tc('preferences.userTitle')}</PageTitle>
      <UserSettingsTabs />
      {prefs.isPending ? (
        <PageState kind="loading" />
      ) : prefs.isError || !shown ? (
        <PageState kind="error" title={t('prefs.loadError')} />
      ) : (
        <>
          <Card padding="lg">
            <Stack gap="xs">
              <Text fw={600} component="h2" size="lg" m={0}>
                {t('prefs.title')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('prefs.hint')}
              </Text>
              <Table.ScrollContainer minWidth={320}>
                <Table verticalSpacing="sm" data-testid="notification-preferences">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('prefs.event')}</Table.Th>
                      <Table.Th w={90} ta="center">
                        {t('prefs.inApp')}
                      </Table.Th>
                      <Table.Th w={90} ta="center">
                        {t('prefs.email')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {NOTIFICATION_EVENTS.map((event) => (
                      <Table.Tr key={event} data-testid={`pref-${event}`}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {t(`events.${event}.name`)}
                          </Text>
                        </Table.Td>
                        {(['in_app', 'email'] as const).map((channel) => (
                          <Table.Td key={channel}>
                            <Group justify="center">
                              <Switch
                                checked={shown.events[event][channel]}
                                onChange={(e) => onToggle(event, channel, e.currentTarget.checked)}
                                aria-label={t(channel === 'in_app' ? 'prefs.inAppFor' : 'prefs.emailFor', {
                                  event: t(`events.${event}.name`),
                                })}
                              />
                            </Group>
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Card>
          <Card padding="lg">
            <Stack gap="sm">
              <Text fw={600} component="h2" size="lg" m={0} id="email-mode-label">
                {t('prefs.emailMode')}
              </Text>
              <SegmentedControl
                aria-labelledby="email-mode-label"
                value={shown.email_mode}
                onChange={(value) =>
                  save.mutate({ email_mode: value as NotificationEmailMode }, { onError: notify.error })
                }
                data={[
                  { value: 'instant', label: t('prefs.instant') },
                  { value: 'daily_digest', label: t('prefs.dailyDigest') },
                ]}
                style={{ alignSelf: 'flex-start' }}
              />
              <Text size="sm" c="dimmed">
                {t(shown.email_mode === 'instant' ? 'prefs.instantHint' : 'prefs.dailyDigestHint')}
              </Text>
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}

/** What the page shows while a change is being saved: the change already applied. */
function merge(
  current: NotificationPreferences | undefined,
  change: {
    events?: Partial<Record<NotificationEvent, Partial<Record<Channel, boolean>>>>;
    email_mode?: NotificationEmailMode;
  },
): NotificationPreferences | undefined {
  if (!current) return current;
  const events = { ...current.events };
  for (const [event, channels] of Object.entries(change.events ?? {}) as [
    NotificationEvent,
    Partial<Record<Channel, boolean>>,
  ][])
    events[event] = { ...events[event], ...channels };
  return { events, email_mode: change.email_mode ?? current.email_mode };
}
