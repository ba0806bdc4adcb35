import { Group, Image, Text, ThemeIcon } from '@mantine/core';

interface BrandLogoProps {
  name: string;
  logoUrl?: string | null;
  size?: number;
  withName?: boolean;
  inverted?: boolean;
}

/** A logo image when the brand has one, otherwise a monogram tile with the product name. */
export function BrandLogo({ name, logoUrl, size = 35, withName = true, inverted = false }: BrandLogoProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {logoUrl ? (
        <Image src={logoUrl} alt={withName ? '' : name} h={size} w="auto" fit="contain" />
      ) : (
        <ThemeIcon size={size} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
          <Text fw={800} size="lg" lh={1}>
            {name.slice(0, 1).toUpperCase()}
          </Text>
        </ThemeIcon>
      )}
      {withName && (
        <Text fw={700} size="lg" c={inverted ? 'white' : undefined}>
          {name}
        </Text>
      )}
    </Group>
  );
}
