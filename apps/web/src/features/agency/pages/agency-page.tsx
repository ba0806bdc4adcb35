import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';

/** /agency (000 §2). */
export function AgencyPage() {
  const { t } = useTranslation('agency');
  return (
    <Container size="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        {t('title')}
      </Title>
      <PageState kind="empty" title={t('empty')} />
    </Container>
  );
}
