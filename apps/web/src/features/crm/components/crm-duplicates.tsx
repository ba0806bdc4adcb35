import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExportDuplicates } from '../api/extras';
import { otherRecords } from '../lib';

/**
 * The prospect card's duplicate check (POST export_duplicates): the records of the native CRM and of each
 * connected CRM that already hold the prospect's email, so an export does not add a second contact.
 */
export function CrmDuplicates({ prospectId, email }: { prospectId: string; email: string | null }) {
  const { t } = useTranslation('crm');
  const found = useExportDuplicates(email);
  if (!email)
    return (
      <Text size="sm" c="dimmed">
        {t('duplicatesNoEmail')}
      </Text>
    );
  if (found.isPending) return <Loader size="sm" aria-label={t('duplicates')} />;
  if (found.isError)
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red">
          {t('duplicatesError')}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => void found.refetch()}>
          {t('retry')}
        </Anchor>
      </Group>
    );
  const records = otherRecords(found.data.duplicates, prospectId);
  if (!records.length)
    return (
      <Text size="sm" c="dimmed" data-testid="crm-duplicates-none">
        {t('duplicatesNone', { email })}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="crm-duplicates">
      <Text size="sm">{t('duplicatesFound', { email })}</Text>
      {records.map((record) => (
        <Group key={`${record.platform}:${record.record_id}`} gap="xs" wrap="nowrap">
          <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
            {t(`crmName.${record.platform}`)}
          </Badge>
          <Text size="sm" truncate>
            {record.name}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
