import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a screen with unsaved input: in-app navigation (the router's blocker) and closing
 * or reloading the tab (the browser's own beforeunload prompt). `stays` tells a move that keeps the input
 * (another address of the same wizard).
 */
export function LeaveGuard({ dirty, stays }: { dirty: boolean; stays?: (pathname: string) => boolean }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !stays?.(nextLocation.pathname),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('leaveGuard.title')}
      message={t('leaveGuard.text')}
      cancelLabel={t('leaveGuard.stay')}
      confirmLabel={t('leaveGuard.leave')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
