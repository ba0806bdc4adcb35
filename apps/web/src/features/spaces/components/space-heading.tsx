import { Stack, Text, Title } from '@mantine/core';

export function SpaceHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={2}>{title}</Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
