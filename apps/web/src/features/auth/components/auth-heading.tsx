import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <PageTitle>{title}</PageTitle>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
