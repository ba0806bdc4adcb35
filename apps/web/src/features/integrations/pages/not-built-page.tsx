import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { CalendlyPage } from './calendly-page';
import { ConvergeHubPage } from './converge-hub-page';
import { ZapierPage } from './zapier-page';

/**
 * The integration pages behind `integrations/*` (one route in the shell's table keeps its size): Calendly,
 * Zapier, the Converge hub overview; any other kind of 000 §2 that is not built here is said so plainly.
 */
export function NotBuiltPage() {
  const rest = useParams()['*'];
  if (rest === 'calendly') return <CalendlyPage />;
  if (rest === 'automation/zapier') return <ZapierPage />;
  if (rest === 'converge_hub') return <ConvergeHubPage />;
  return <NotBuilt />;
}

function NotBuilt() {
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
