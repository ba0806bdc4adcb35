import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProspectDetail } from '../types';

const FIELDS = [
  'first_name',
  'last_name',
  'position',
  'company',
  'company_domain',
  'location',
  'work_email',
  'personal_email',
  'enriched_email',
  'phone',
  'twitter',
  'website',
  'link',
] as const;
const LINKS = new Set(['website', 'link', 'company_domain']);

const href = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

/** All fields of the prospect (001 §3) and its custom fields. */
export function ProspectFields({ prospect, cols = 2 }: { prospect: ProspectDetail; cols?: number }) {
  const { t } = useTranslation('prospects');
  const custom = Object.entries(prospect.custom_fields ?? {});
  const row = (label: string, value: string | null | undefined, link = false) => (
    <Stack gap={0} key={label} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value ? (
        link ? (
          <Anchor href={href(value)} target="_blank" rel="noreferrer noopener" size="sm" truncate>
            {value}
          </Anchor>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        )
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </Stack>
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: cols }} spacing="md" verticalSpacing="sm">
        {FIELDS.map((f) => row(t(`fields.${f}`), prospect[f], LINKS.has(f)))}
      </SimpleGrid>
      {custom.length > 0 && (
        <>
          <Text fw={600} size="sm">
            {t('customFields')}
          </Text>
          <SimpleGrid
            cols={{ base: 1, xs: cols }}
            spacing="md"
            verticalSpacing="sm"
            data-testid="custom-fields"
          >
            {custom.map(([key, value]) => row(key, String(value ?? '')))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
