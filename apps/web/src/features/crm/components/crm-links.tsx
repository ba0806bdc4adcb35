import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCrmLinks } from '../api/remote';

/**
 * A prospect's records in the CRMs (the prospect card): one line per contact or deal, with the stage
 * and owner last brought back from the CRM, and a link to open it there.
 */
export function CrmLinks({ prospectId }: { prospectId: string }) {
  const { t, i18n } = useTranslation('crm');
  const links = useCrmLinks(prospectId);
  if (links.isPending) return <Loader size="sm" aria-label={t('links')} />;
  if (links.isError || !links.data.length)
    return (
      <Text size="sm" c="dimmed">
        {t('linksNone')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="crm-links">
      {links.data.map((link) => {
        const crm = t(`crmName.${link.platform}`);
        const detail = [link.stage_name, link.owner_name].filter(Boolean).join(' · ');
        return (
          <Stack key={link._id} gap={0}>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" size="sm">
                {crm}
              </Badge>
              <Text size="sm" fw={500} truncate>
                {link.record_type === 'deal' ? t('linkDeal') : t('linkContact')}
                {link.name ? `: ${link.name}` : ''}
              </Text>
            </Group>
            {(detail || link.remote_modified_at) && (
              <Text size="xs" c="dimmed">
                {detail}
                {link.remote_modified_at
                  ? `${detail ? ' · ' : ''}${new Date(link.remote_modified_at).toLocaleString(i18n.language)}`
                  : ''}
              </Text>
            )}
            {link.url &&
              (link.url.startsWith('/') ? (
                <Anchor component={Link} to={link.url} size="xs">
                  {t('linkOpen', { crm })}
                </Anchor>
              ) : (
                <Anchor href={link.url} target="_blank" rel="noreferrer" size="xs">
                  {t('linkOpen', { crm })}
                </Anchor>
              ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
