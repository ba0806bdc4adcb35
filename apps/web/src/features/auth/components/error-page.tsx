import { Button } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { useSession } from '../api/validate-token';

/** /error: the server could not be reached ('Failed to fetch'); retry validation, then back to root. */
export function ErrorPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const onRetry = async () => {
    const result = await session.refetch();
    if (!result.isError) navigate('/', { replace: true });
  };
  return (
    <PageState
      kind="error"
      icon={<IconPlugConnectedX size={28} />}
      title={t('errorPage.title')}
      description={t('errorPage.text')}
      action={
        <Button onClick={onRetry} loading={session.isFetching}>
          {t('errorPage.retry')}
        </Button>
      }
      mih={360}
    />
  );
}
