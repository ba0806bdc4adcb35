import type { FieldProvenance } from '@leadloop/domain';
import { SOURCE_LABELS } from '@leadloop/domain';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useEnrichProspect, useProspectEnrichment } from '../api/enrichment';

const VERIFICATION_COLORS = { valid: 'green', catch_all: 'yellow', invalid: 'red', unknown: 'gray' } as const;

/** The prospect card's enrichment: each enriched field's source, date and check, and a button to enrich. */
export function ProspectEnrichment({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation('prospects');
  const query = useProspectEnrichment(profileId);
  const enrich = useEnrichProspect();

  const field = (label: string, p: FieldProvenance | null) => (
    <Stack gap={2} key={label} data-testid={`provenance-${label}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t(`enrichment.fields.${label}`)}
      </Text>
      {p ? (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {p.value}
          </Text>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {SOURCE_LABELS[p.source]}
            </Badge>
            <Badge variant="light" size="sm" color={VERIFICATION_COLORS[p.verification]}>
              {t(`enrichment.verification.${p.verification}`)}
            </Badge>
            {p.stale && (
              <Badge variant="outline" size="sm" color="orange">
                {t('enrichment.stale')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('enrichment.foundAt', { date: new Date(p.found_at).toLocaleDateString(i18n.language) })}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('enrichment.notEnriched')}
        </Text>
      )}
    </Stack>
  );

  return (
    <Stack gap="sm">
      {query.isPending ? (
        <Loader size="sm" />
      ) : query.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('enrichment.loadError')}
        </Text>
      ) : (
        <>
          {field('email', query.data.email)}
          {field('phone', query.data.phone)}
        </>
      )}
      <Group>
        <Button
          size="xs"
          variant="light"
          loading={enrich.isPending}
          onClick={() =>
            enrich.mutate(profileId, {
              onSuccess: (r) =>
                notify.info(t(`enrichment.outcomes.${r.outcome}`, { count: r.credits_spent })),
              onError: notify.error,
            })
          }
        >
          {t('enrichment.enrich')}
        </Button>
      </Group>
    </Stack>
  );
}
