import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftImport } from '../lib/draft';
import { STATUS_COLOR } from './csv-upload';

/** Setup's list of imported CSV files, each a source of the campaign with its verdict counts. */
export function CsvSources({ imports }: { imports: DraftImport[] }) {
  const { t } = useTranslation('campaigns');
  if (!imports.length) return null;
  return (
    <Stack gap="xs" data-testid="csv-sources">
      {imports.map((s) => (
        <Group key={s._id} justify="space-between" wrap="wrap" gap="xs" data-testid="csv-source">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
            <IconFileSpreadsheet
              size={16}
              style={{ flexShrink: 0 }}
              aria-label={t('audience.csv.sourceTitle')}
            />
            <Text size="sm" truncate>
              {s.file_name}
            </Text>
          </Group>
          {s.summary && (
            <Group gap="xs" wrap="wrap">
              {(['accepted', 'duplicated', 'blacklisted', 'refused'] as const)
                .filter((k) => k === 'accepted' || s.summary![k] > 0)
                .map((k) => (
                  <Badge key={k} color={STATUS_COLOR[k]} variant="light">
                    {t(`audience.csv.${k}`, { count: s.summary![k] })}
                  </Badge>
                ))}
            </Group>
          )}
        </Group>
      ))}
    </Stack>
  );
}
