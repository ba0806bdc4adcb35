import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconLock, IconMapQuestion, IconPlugConnectedX } from '@tabler/icons-react';
import type { ErrorKind } from '../lib/error-kind';
import { PageState } from './page-state';

const ICONS: Partial<Record<ErrorKind, ReactNode>> = {
  notFound: <IconMapQuestion size={28} />,
  forbidden: <IconLock size={28} />,
  unreachable: <IconPlugConnectedX size={28} />,
};

/** An error page's body: says what happened (not found, no permission, no answer, unexpected). */
export function ErrorState({
  kind,
  action,
  mih,
}: {
  kind: ErrorKind | 'reconnected';
  action?: ReactNode;
  mih?: number | string;
}) {
  const { t } = useTranslation('common');
  return (
    <PageState
      kind="error"
      icon={kind === 'reconnected' ? undefined : ICONS[kind]}
      title={t(`errors.${kind}Title`)}
      description={t(`errors.${kind}Text`)}
      action={action}
      mih={mih}
    />
  );
}
