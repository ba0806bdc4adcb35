import { useState } from 'react';
import { Alert, Badge, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { validateCsvSize } from '@leadloop/domain/prospects/csv';
import { translateMessage } from '../../../lib/messages';
import { uploadCsv } from '../api/upload-csv';
import { ApiError } from '../../../lib/api-error';
import type { CsvImport } from '../types';

type Report = Pick<CsvImport, 'summary' | 'lines'>;

/** A refused import still says why each line was refused (the 400 carries the report). */
const reportOf = (e: unknown): Report | null => {
  const details = e instanceof ApiError ? (e.details as Partial<Report>) : null;
  return details?.summary && details.lines ? { summary: details.summary, lines: details.lines } : null;
};

const STATUS_COLOR = { accepted: 'teal', duplicated: 'yellow', blacklisted: 'gray', refused: 'red' } as const;

/** CSV import with a progress bar and the per-line report (001 §5: up to 5 MB, a profile link column). */
export function CsvUpload({ ensureSaved }: { ensureSaved: () => Promise<string> }) {
  const { t } = useTranslation('campaigns');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);

  const onFile = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setReport(null);
    const size = validateCsvSize(file.size);
    if (size !== true) return setError(size);
    try {
      setProgress(0);
      const id = await ensureSaved();
      const result = await uploadCsv(id, file, setProgress);
      setReport(result);
      if (!result.summary.accepted) setError(MESSAGES.noAcceptedLines);
    } catch (e) {
      setReport(reportOf(e));
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  };

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
          {translateMessage(error)}
        </Alert>
      )}
      {report && (
        <Stack gap="xs">
          <Group gap="xs">
            {(['accepted', 'duplicated', 'blacklisted', 'refused'] as const).map((k) => (
              <Badge key={k} color={STATUS_COLOR[k]} variant="light">
                {t(`audience.csv.${k}`, { count: report.summary[k] })}
              </Badge>
            ))}
          </Group>
          {report.lines.some((l) => l.status !== 'accepted') && (
            <Table.ScrollContainer minWidth={360} mah={220}>
              <Table fz="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('audience.csv.line')}</Table.Th>
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
                        <Table.Td>
                          <Badge size="xs" variant="light" color={STATUS_COLOR[l.status]}>
                            {t(`audience.csv.${l.status}`, { count: 1 })}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{l.reason ? translateMessage(l.reason) : '—'}</Table.Td>
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
