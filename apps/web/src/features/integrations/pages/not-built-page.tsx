import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';

/** An integration page of 000 §2 that is not built here (Zapier, Converge hub, …): said plainly. */
export function NotBuiltPage() {
  const { t } = useTranslation('integrations');
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/integrations" size="sm">
          {t('back')}
        </Anchor>
        <PageTitle>{t('title')}</PageTitle>
      </div>
      <PageState kind="empty" title={t('notAvailable')} description={t('notBuilt')} />
    </Stack>
  );
}
