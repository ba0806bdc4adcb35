import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { type ReactNode, useMemo } from 'react';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { brandQueryOptions, DEFAULT_BRAND } from '../features/brand';
import { queryClient } from '../lib/query-client';
import { SNACKBAR_LIMIT } from '../lib/notify';
import { buildTheme, colorSchemeManager, cssVariablesResolver } from './theme';

/** Builds the Mantine theme from the white-label brand (GET /api/brand); the default brand if that fails. */
function BrandedMantine({ children }: { children: ReactNode }) {
  const brand = useQuery(brandQueryOptions());
  const theme = useMemo(() => buildTheme(brand.data ?? DEFAULT_BRAND), [brand.data]);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" limit={SNACKBAR_LIMIT} />
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
