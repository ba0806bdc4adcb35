import { useState } from 'react';
import { Alert, Badge, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { csvText, validateCsvSize } from '@leadloop/domain/prospects/csv';
import { translateError, translateMessage } from '../../../lib/messages';
import { uploadCsv } from '../api/upload-csv';
import { ApiError } from '../../../lib/api-error';
import type { DraftImport } from '../lib/draft';
import type { CsvImport } from '../types';

type Report = Pick<CsvImport, 'summary' | 'lines'> & { file: string };
type Line = CsvImport['lines'][number];

/** A refused import still says why each line was refused (the 400 carries the report). */
const reportOf = (e: unknown): Pick<CsvImport, 'summary' | 'lines'> | null => {
  const details = e instanceof ApiError ? (e.details as Partial<Report>) : null;
  return details?.summary && details.lines ? { summary: details.summary, lines: details.lines } : null;
};

export const STATUS_COLOR = {
  accepted: 'teal',
  duplicated: 'yellow',
  blacklisted: 'gray',
  refused: 'red',
} as const;

/** A line's reason in the user's language (the server sends a catalogue code and its parameters). */
const reasonText = (l: Line) => (l.reason ? translateError({ key: l.reason, params: l.params }) : '');

function downloadReport(report: Report, header: string[], status: (l: Line) => string, name: string) {
  const rows = report.lines.map((l) => [l.line, l.value ?? '', status(l), reasonText(l)]);
  const blob = new Blob([csvText([header, ...rows])], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

interface Props {
  /** The campaign's id, saving it first when it is new (named, so the user sees the draft they edit). */
  ensureSaved: (fileName: string) => Promise<string>;
  onImported: (source: DraftImport) => void;
}

/** CSV import with a progress bar and the per-line report (001 §5: up to 5 MB, a profile link column). */
export function CsvUpload({ ensureSaved, onImported }: Props) {
  const { t } = useTranslation('campaigns');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);

  const onFile = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setReport(null);
    const size = validateCsvSize(file.size);
    if (size !== true) return setError(translateMessage(size));
    try {
      setProgress(0);
      const id = await ensureSaved(file.name.replace(/\.csv$/i, ''));
      const result = await uploadCsv(id, file, setProgress);
      setReport({ ...result, file: file.name });
      onImported({ _id: result.search_id, file_name: file.name, summary: result.summary });
    } catch (e) {
      const refused = reportOf(e);
      setReport(refused && { ...refused, file: file.name });
      setError(refused ? t('audience.csv.refusedFile', { file: file.name }) : translateError(e));
    } finally {
      setProgress(null);
    }
  };

  const statusText = (l: Line) => t(`audience.csv.${l.status}`, { count: 1 }).replace(/\s*:.*$/, '');

  return (
    <Stack gap="sm">
      <Group>
        <FileButton onChange={(f) => void onFile(f)} accept=".csv,text/csv">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileUpload size={16} />}
              loading={progress !== null}
            >
              {t('audience.uploadCsv')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('audience.csvHint')}
        </Text>
      </Group>
      {progress !== null && <Progress value={progress * 100} animated aria-label={t('audience.uploading')} />}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {report && (
        <Stack gap="xs" data-testid="csv-report">
          <Group gap="xs" justify="space-between">
            <Group gap="xs">
              {(['accepted', 'duplicated', 'blacklisted', 'refused'] as const).map((k) => (
                <Badge key={k} color={STATUS_COLOR[k]} variant="light">
                  {t(`audience.csv.${k}`, { count: report.summary[k] })}
                </Badge>
              ))}
            </Group>
            {report.lines.some((l) => l.status !== 'accepted') && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconDownload size={14} />}
                onClick={() =>
                  downloadReport(
                    report,
                    [
                      t('audience.csv.line'),
                      t('audience.csv.value'),
                      t('audience.csv.status'),
                      t('audience.csv.reason'),
                    ],
                    statusText,
                    t('audience.csv.reportFile', { file: report.file.replace(/\.csv$/i, '') }),
                  )
                }
              >
                {t('audience.csv.downloadReport')}
              </Button>
            )}
          </Group>
          {report.lines.some((l) => l.status !== 'accepted') && (
            <Table.ScrollContainer minWidth={360} mah={220}>
              <Table fz="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('audience.csv.line')}</Table.Th>
                    <Table.Th>{t('audience.csv.value')}</Table.Th>
                    <Table.Th>{t('audience.csv.status')}</Table.Th>
                    <Table.Th>{t('audience.csv.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.lines
                    .filter((l) => l.status !== 'accepted')
                    .slice(0, 200)
                    .map((l) => (
                      <Table.Tr key={l.line}>
                        <Table.Td>{l.line}</Table.Td>
                        <Table.Td style={{ maxWidth: 220, overflowWrap: 'anywhere' }}>
                          {l.value || '—'}
                        </Table.Td>
                        <Table.Td>
                          <Badge size="xs" variant="light" color={STATUS_COLOR[l.status]}>
                            {statusText(l)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{reasonText(l) || '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}
