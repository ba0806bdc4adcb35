import { Anchor, Box, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { useBrand, DEFAULT_BRAND } from '../../features/brand';
import { LanguageMenu, ThemeToggle } from '../../features/preferences';
import classes from './auth-layout.module.css';

/** Public screens (sign-in, sign-up, workspace choice…): brand panel on the left, the form card on the right. */
export function AuthLayout() {
  const { t } = useTranslation();
  const brand = useBrand().data ?? DEFAULT_BRAND;
  const network = brand.network_name ?? DEFAULT_BRAND.network_name;
  return (
    <Box className={classes.root}>
      <Box className={classes.brandPanel} visibleFrom="md">
        <BrandLogo name={brand.name} logoUrl={brand.logo_url} inverted />
        <Stack gap="lg" maw={420}>
          {/* the brand's tagline, not a heading: each screen's own title is its h1 */}
          <Text c="white" fw={650} className={classes.headline}>
            {t('authLayout.headline')}
          </Text>
          <Text c="white" opacity={0.85} size="lg">
            {t('authLayout.subline', { network })}
          </Text>
          <List
            spacing="sm"
            c="white"
            icon={
              <ThemeIcon size={22} radius="xl" variant="white">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            <List.Item>{t('authLayout.point1')}</List.Item>
            <List.Item>{t('authLayout.point2')}</List.Item>
            <List.Item>{t('authLayout.point3')}</List.Item>
          </List>
        </Stack>
        <Text c="white" opacity={0.7} size="sm">
          © {new Date().getFullYear()} {brand.name}
        </Text>
      </Box>
      <Box className={classes.formPanel}>
        <Group justify="space-between" className={classes.topBar}>
          <Box hiddenFrom="md">
            <BrandLogo name={brand.name} logoUrl={brand.logo_url} size={30} />
          </Box>
          <Box visibleFrom="md" />
          <Group gap="xs">
            <LanguageMenu />
            <ThemeToggle />
          </Group>
        </Group>
        <Box className={classes.formArea}>
          <Card className={classes.card} padding="xl" shadow="sm">
            <Outlet />
          </Card>
        </Box>
        <Group justify="center" gap="lg" pb="lg">
          <Anchor component={Link} to="/terms-of-use" size="sm" c="dimmed">
            {t('legal.terms')}
          </Anchor>
          <Anchor component={Link} to="/privacy-policy" size="sm" c="dimmed">
            {t('legal.privacy')}
          </Anchor>
        </Group>
      </Box>
    </Box>
  );
}
