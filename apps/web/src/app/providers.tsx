import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { brandQueryOptions, DEFAULT_BRAND, useBrandDocument } from '../features/brand';
import { queryClient } from '../lib/query-client';
import { useAfterFirstScreen } from '../lib/after-first-screen';
import { firstToast, SNACKBAR_LIMIT } from '../lib/notify';
import { buildTheme, colorSchemeManager, cssVariablesResolver } from './theme';
import toasts from './toasts.module.css';

// The toasts' container is its own chunk, mounted after the first screen or with the first toast (which
// waits in the store until then).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

function DeferredNotifications() {
  const ready = useAfterFirstScreen(firstToast);
  return ready ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={SNACKBAR_LIMIT} classNames={{ root: toasts.root }} />
    </Suspense>
  ) : null;
}

/** Builds the Mantine theme from the white-label brand (GET /api/brand); the default brand if that fails. */
function BrandedMantine({ children }: { children: ReactNode }) {
  const brand = useQuery(brandQueryOptions());
  const theme = useMemo(() => buildTheme(brand.data ?? DEFAULT_BRAND), [brand.data]);
  useBrandDocument(brand.data);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <DeferredNotifications />
      {brand.isPending ? (
        <Center h="100vh">
          <Loader />
        </Center>
      ) : (
        children
      )}
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantine>{children}</BrandedMantine>
    </QueryClientProvider>
  );
}
