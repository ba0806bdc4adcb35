import { i18n } from './i18n';
import { translateMessage } from './messages';
import { isApiError } from './api-error';

import { SNACKBAR_DURATION_MS, SNACKBARS_MAX } from '@leadloop/domain/constants/timeouts';

/** 000 §4: max 3 visible, oldest removed; 3000 ms; the timer pauses on hover (Mantine's default). */
export const SNACKBAR_LIMIT = SNACKBARS_MAX;
export { SNACKBAR_DURATION_MS };

type Kind = 'success' | 'warning' | 'error' | 'info';
const COLORS: Record<Kind, string> = { success: 'teal', warning: 'yellow', error: 'red', info: 'blue' };

/** The toasts' store, with the package: loaded on the first toast, not with every page's first JavaScript. */
let store: Promise<typeof import('@mantine/notifications').notifications> | null = null;
const notifications = () => {
  firstToastAsked();
  return (store ??= import('@mantine/notifications').then((module) => module.notifications));
};
let firstToastAsked: () => void = () => undefined;
/** Settles when the first snackbar is asked for (the toasts' container mounts then at the latest). */
export const firstToast = new Promise<void>((resolve) => (firstToastAsked = resolve));

const visible: string[] = [];
let counter = 0;

function show(kind: Kind, message: string): string {
  const id = `snackbar-${++counter}`;
  const oldest: string[] = [];
  while (visible.length >= SNACKBAR_LIMIT) oldest.push(visible.shift()!);
  visible.push(id);
  showWith(id, kind, message, oldest).catch(console.error);
  return id;
}

async function showWith(id: string, kind: Kind, message: string, oldest: string[]): Promise<void> {
  const store = await notifications();
  oldest.forEach((hidden) => store.hide(hidden));
  store.show({
    id,
    message,
    color: COLORS[kind],
    autoClose: SNACKBAR_DURATION_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('actions.close') },
    onClose: () => {
      const index = visible.indexOf(id);
      if (index >= 0) visible.splice(index, 1);
    },
  });
}

/** Snackbars. Texts are already translated, except `error` which translates spec messages. */
export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (error: unknown) =>
    show(
      'error',
      translateMessage(isApiError(error) || error instanceof Error ? error.message : String(error ?? '')),
    ),
};
