import { useState } from 'react';
import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CALLS_PAGE_DEFAULT } from '@leadloop/domain/dialer/constants';
import { CALL_RESULTS, type CallResult } from '@leadloop/domain/dialer/enums';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { PageState } from '../../../components/page-state';
import { Pagination } from '../../../components/pagination';
import { translateMessage } from '../../../lib/messages';
import { useCalls } from '../api/dialer-api';
import { DialerGate } from '../components/dialer-gate';
import { DialerPageHeader } from '../components/dialer-page-header';
import { RecordingRow } from '../components/recording-row';

/**
 * 000 §2 /integrations dialer call-recordings: the workspace's calls (GET /dialer/calls, 100 a page), searched
 * by name or number and filtered by result, each with its recording's waveform player and download.
 */
export function CallRecordingsPage() {
  return (
    <DialerGate>
      <CallRecordings />
    </DialerGate>
  );
}

function CallRecordings() {
  const { t } = useTranslation('dialer');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const [result, setResult] = useState<CallResult>('all');
  const [page, setPage] = useState(1);
  const calls = useCalls({ query: debounced, result, skip: (page - 1) * CALLS_PAGE_DEFAULT });
  const pages = Math.ceil((calls.data?.total ?? 0) / CALLS_PAGE_DEFAULT);

  return (
    <Stack gap="lg">
      <DialerPageHeader page="recordings" />
      <Group gap="sm" align="flex-end">
        <TextInput
          style={{ flex: '1 1 240px' }}
          leftSection={<IconSearch size={16} />}
          label={t('pages.recordings.search')}
          placeholder={t('pages.recordings.searchPlaceholder')}
          value={query}
          maxLength={100}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setPage(1);
          }}
        />
        <SegmentedControl
          aria-label={t('pages.recordings.result')}
          data={CALL_RESULTS.map((r) => ({ value: r, label: t(`pages.recordings.results.${r}`) }))}
          value={result}
          onChange={(v) => {
            setResult(v as CallResult);
            setPage(1);
          }}
        />
      </Group>
      {calls.isPending ? (
        <PageState kind="loading" />
      ) : calls.isError ? (
        <PageState kind="error" title={t('pages.loadError')} />
      ) : calls.data.data.length === 0 ? (
        <PageState kind="empty" title={translateMessage(MESSAGES.noItems)} />
      ) : (
        <Stack gap="sm" aria-busy={calls.isFetching}>
          {calls.data.data.map((c) => (
            <RecordingRow key={c.id} call={c} />
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
