import { Anchor, Button, Card, Center, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { useSelectedCredential } from '../hooks/use-selected-credential';
import { AddAccountWizard } from '../wizard/add-account-wizard';
import { WIZARD_WIDTH } from '../wizard/add-account-modal';
import { PageTitle } from '../../../components/page-title';

/** /credentials/add and /credentials/add-first (Skip offered on the first). */
export function AddAccountPage({ first = false }: { first?: boolean }) {
  const { t } = useTranslation('credentials');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { list, query } = useSelectedCredential();

  if (query.isPending) return <PageState kind="loading" />;
  if (query.isError)
    return <PageState kind="error" title={t('common.loadError')} description={translateError(query.error)} />;

  return (
    <Center py="md">
      <Stack w="100%" maw={WIZARD_WIDTH} gap="md">
        <Stack gap={4}>
          <PageTitle>{first ? t('page.firstTitle') : t('page.title')}</PageTitle>
          <Text c="dimmed" size="sm">
            {t('page.subtitle')}
          </Text>
        </Stack>
        <Card p="lg">
          <AddAccountWizard />
        </Card>
        <Group justify="space-between">
          {list.length > 0 ? (
            <Anchor
              component={Link}
              to={`/campaigns/my-campaigns${search}`}
              size="sm"
              data-testid="back-to-campaigns"
            >
              {t('page.backToCampaigns')}
            </Anchor>
          ) : (
            <span />
          )}
          {first && (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                storage.setFlag(STORAGE_KEYS.skippedOnboarding, true);
                navigate(`/campaigns${search}`);
              }}
              data-testid="skip-add-account"
            >
              {t('page.skip')}
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
}

export const AddFirstAccountPage = () => <AddAccountPage first />;
