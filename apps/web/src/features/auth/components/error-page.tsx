import { Button } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { isErrorKind } from '../../../lib/error-kind';
import { useSession } from '../api/validate-token';

/**
 * /error?reason=notFound|forbidden|unreachable|unexpected: says what happened. The API client sends here with
 * `unreachable` when a call got no answer; once the server answers again the page says so instead.
 */
export function ErrorPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const session = useSession();
  const kind = isErrorKind(reason) ? reason : 'unexpected';
  const answered = session.isSuccess;
  const onRetry = async () => {
    const result = await session.refetch();
    if (!result.isError) navigate('/', { replace: true });
  };
  if (kind === 'unreachable' && answered)
    return (
      <ErrorState
        kind="reconnected"
        mih={360}
        action={<Button onClick={() => navigate('/', { replace: true })}>{tc('actions.continue')}</Button>}
      />
    );
  return (
    <ErrorState
      kind={kind}
      mih={360}
      action={
        kind === 'unreachable' ? (
          <Button onClick={onRetry} loading={session.isFetching}>
            {t('errorPage.retry')}
          </Button>
        ) : (
          <Button onClick={() => navigate('/', { replace: true })}>{tc('actions.backHome')}</Button>
        )
      }
    />
  );
}
