import { Badge, Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { PageTitle } from './page-title';

interface ComingSoonProps {
  title: string;
  description: string;
  badge: string;
}

/** Placeholder for an area that is not built yet: a plain, friendly page inside the shell. */
export function ComingSoon({ title, description, badge }: ComingSoonProps) {
  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <Card padding="xl">
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconSparkles size={32} />
          </ThemeIcon>
          <Badge variant="light">{badge}</Badge>
          <Text c="dimmed" maw={420}>
            {description}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
