import type { ReactNode } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { CALL_RECORDINGS_PATH, PHONE_NUMBERS_PATH } from '../paths';

/** The two dialer pages' heading: back to integrations, the title, a link to the other page, an action. */
export function DialerPageHeader({ page, action }: { page: 'numbers' | 'recordings'; action?: ReactNode }) {
  const { t } = useTranslation('dialer');
  const other =
    page === 'numbers'
      ? { to: CALL_RECORDINGS_PATH, label: t('pages.recordings.title') }
      : { to: PHONE_NUMBERS_PATH, label: t('pages.numbers.title') };
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Anchor component={Link} to="/integrations?type=automation" size="sm">
          {t('pages.back')}
        </Anchor>
        <PageTitle>{t(`pages.${page}.title`)}</PageTitle>
        <Text c="dimmed" size="sm">
          {t(`pages.${page}.subtitle`)}{' '}
          <Anchor component={Link} to={other.to} size="sm">
            {other.label}
          </Anchor>
        </Text>
      </div>
      {action}
    </Group>
  );
}
