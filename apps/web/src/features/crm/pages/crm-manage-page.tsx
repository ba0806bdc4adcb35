import { Container, Group, SegmentedControl, Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { PipelineBoard } from '../components/pipeline-board';
import { toIntegration } from '../lib';
import { CRM_INTEGRATIONS } from '../types';

// HubSpot and Pipedrive load only when chosen: the native board's first paint does not wait on them.
const RemoteCrm = lazy(() => import('../components/remote-crm').then((m) => ({ default: m.RemoteCrm })));

/** 000 §2 /crm/manage/{integration}: the pipelines of one CRM; the choice is saved in this browser. */
export function CrmManagePage() {
  const { t } = useTranslation('crm');
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const integration = toIntegration(params.integration);
  useEffect(() => storage.set(STORAGE_KEYS.selectedCrm, integration), [integration]);
  if (params.integration !== integration) return <Navigate to={`/crm/manage/default${search}`} replace />;
  const space = new URLSearchParams(search).get('space');
  return (
    <Container size="xl" px={0}>
      <Group justify="space-between" mb="md" gap="sm">
        <PageTitle>{t('title')}</PageTitle>
        <SegmentedControl
          size="xs"
          value={integration}
          aria-label={t('whichCrm')}
          data={CRM_INTEGRATIONS.map((key) => ({ value: key, label: t(`crmName.${key}`) }))}
          onChange={(value) => navigate(`/crm/manage/${value}${space ? `?space=${space}` : ''}`)}
        />
      </Group>
      {integration === 'default' ? (
        <PipelineBoard />
      ) : (
        <Suspense fallback={<Skeleton h={320} radius="md" />}>
          <RemoteCrm platform={integration} />
        </Suspense>
      )}
    </Container>
  );
}
