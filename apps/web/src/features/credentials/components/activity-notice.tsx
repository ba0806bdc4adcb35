import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActivityAction } from '../hooks/use-activity-action';
import { useNow } from '../hooks/use-now';
import type { Credential } from '../types';
import { activityView } from './activity';

/** An account's state explained in words, with the buttons that fix it (000 §4). */
export function ActivityNotice({
  credential,
  hideWhenActive = false,
}: {
  credential: Credential;
  hideWhenActive?: boolean;
}) {
  const { t } = useTranslation('credentials');
  const now = useNow(5000);
  const view = activityView(credential, now);
  const { run, pending } = useActivityAction();
  if (hideWhenActive && view.status === 'active') return null;
  return (
    <Alert
      color={view.color}
      variant="light"
      title={t(`status.${view.status}`)}
      data-testid="activity-notice"
      data-status={view.status}
    >
      <Text size="sm">
        {t(`activity.${view.status}`, { ...view.params, channel: t(`channels.${view.params.channel}`) })}
      </Text>
      {view.actions.length > 0 && (
        <Group gap="xs" mt="sm">
          {view.actions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant="white"
              color={view.color}
              loading={pending}
              onClick={() => run(action, credential)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Group>
      )}
    </Alert>
  );
}

/** One line of state text for the sidebar and the switcher. */
export function ActivityText({ credential }: { credential: Credential }) {
  const { t } = useTranslation('credentials');
  const view = activityView(credential);
  return (
    <Text
      size="xs"
      c={view.status === 'active' ? 'teal' : view.color === 'gray' ? 'dimmed' : view.color}
      truncate
      data-testid="activity-text"
    >
      {t(`status.${view.status}`)}
    </Text>
  );
}
