import { Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { useBrand, DEFAULT_BRAND } from '../../features/brand';
import { LanguageMenu, ThemeToggle } from '../../features/preferences';

/** Legal and status pages: a slim top bar and readable content, no navigation. */
export function PlainLayout() {
  const brand = useBrand().data ?? DEFAULT_BRAND;
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Group justify="space-between" px="lg" py="md">
        <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }}>
          {/* a rectangle logo carries the brand's name: not written again beside it */}
          <BrandLogo
            name={brand.name}
            logoUrl={brand.logo_url}
            size={Math.min(brand.logo_height, 44)}
            withName={!(brand.logo_shape === 'rectangle' && brand.logo_url)}
          />
        </Link>
        <Group gap="xs">
          <LanguageMenu />
          <ThemeToggle />
        </Group>
      </Group>
      <Container size="md" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
