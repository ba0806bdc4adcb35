import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_LIMIT_MAX, searchUrlFromInput } from '@leadloop/domain/campaigns/rules';
import { translateMessage } from '../../../lib/messages';
import type { CampaignDraft, DraftImport } from '../lib/draft';
import { validateSearchUrl } from '../lib/validate';
import type { CredentialSummary } from '../types';
import { CsvSources } from './csv-sources';
import { CsvUpload } from './csv-upload';

interface Props {
  draft: CampaignDraft;
  credentials: CredentialSummary[];
  onChange: (patch: Partial<CampaignDraft>) => void;
  ensureSaved: (fileName: string) => Promise<string>;
  onImported: (source: DraftImport) => void;
  nameError?: string | null;
}

/** Stage 1: name, the account that runs the campaign, search URLs with a people limit, or a CSV file. */
export function AudienceStage({ draft, credentials, onChange, ensureSaved, onImported, nameError }: Props) {
  const { t } = useTranslation('campaigns');
  const [url, setUrl] = useState('');
  const [limit, setLimit] = useState<number>(1000);
  const [urlError, setUrlError] = useState<string | null>(null);

  const addSearch = () => {
    const check = validateSearchUrl(
      url,
      draft.searches.map((s) => s.url),
    );
    if (check !== true) return setUrlError(check);
    // Keywords become the people search for them: the row shows the search that will run.
    onChange({ searches: [...draft.searches, { url: searchUrlFromInput(url), limit }] });
    setUrl('');
    setUrlError(null);
  };

  return (
    <Stack gap="lg">
      <Card padding="lg">
        <Stack gap="md">
          <TextInput
            label={t('audience.name')}
            placeholder={t('audience.namePlaceholder')}
            value={draft.name}
            maxLength={200}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
            error={nameError ? translateMessage(nameError) : null}
            required
          />
          <Select
            label={t('audience.account')}
            data={credentials.map((c) => ({ value: c._id, label: c.full_name || c.username }))}
            value={draft.credentialId}
            onChange={(v) => onChange({ credentialId: v })}
            allowDeselect={false}
            disabled={Boolean(draft.id)}
          />
        </Stack>
      </Card>
      <Card padding="lg">
        <Stack gap="md">
          <div>
            <Title order={4}>{t('audience.searchesTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('audience.searchesHint')}
            </Text>
          </div>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 320px' }}
              label={t('audience.searchUrl')}
              placeholder={t('audience.searchPlaceholder')}
              description={t('audience.searchExamples', {
                keywords: 'fintech founder',
                url: 'https://www.linkedin.com/search/results/people/?keywords=cto',
              })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={url}
              onChange={(e) => {
                setUrl(e.currentTarget.value);
                setUrlError(null);
              }}
              onKeyDown={(e) => e.key === 'Enter' && addSearch()}
              error={urlError ? translateMessage(urlError) : null}
            />
            <NumberInput
              label={t('audience.peopleLimit')}
              min={1}
              max={SEARCH_LIMIT_MAX}
              w={140}
              value={limit}
              onChange={(v) => setLimit(Math.min(SEARCH_LIMIT_MAX, Math.max(1, Number(v) || 1)))}
            />
            <Button mt={25} leftSection={<IconPlus size={16} />} onClick={addSearch} disabled={!url.trim()}>
              {t('audience.addSearch')}
            </Button>
          </Group>
          <CsvSources imports={draft.imports ?? []} />
          {draft.searches.length === 0 ? (
            !draft.imports?.length && (
              <Text size="sm" c="dimmed">
                {t('audience.noSearches')}
              </Text>
            )
          ) : (
            <Stack gap="xs">
              {draft.searches.map((s, i) => (
                <Group key={s._id ?? s.url} justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm" truncate style={{ minWidth: 0, flex: '1 1 220px' }}>
                    {s.url}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    {s.status && (
                      <Badge variant="light">
                        {t(`searchStatus.${s.status}`, { defaultValue: s.status })}
                      </Badge>
                    )}
                    <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
                      {t('audience.limitBadge', { count: s.limit })}
                    </Badge>
                    {!s._id && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('audience.removeSearch')}
                        onClick={() => onChange({ searches: draft.searches.filter((_, j) => j !== i) })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          <Divider label={t('audience.or')} />
          <CsvUpload ensureSaved={ensureSaved} onImported={onImported} />
        </Stack>
      </Card>
    </Stack>
  );
}
