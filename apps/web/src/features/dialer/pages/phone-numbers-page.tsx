import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconPhonePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DialerPhone } from '@leadloop/domain/dialer/entities';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { usePhones, useReleasePhone } from '../api/dialer-api';
import { DialerGate } from '../components/dialer-gate';
import { DialerPageHeader } from '../components/dialer-page-header';
import { NewNumberModal } from '../components/new-number-modal';
import { RedirectModal } from '../components/redirect-modal';

/**
 * 000 §2 /integrations dialer phone-numbers (dialer-manage): the workspace's numbers with where they are,
 * SMS support, what they cost and until when they are paid; the redirect number edited, a number released
 * after a confirmation, New number opening the purchase cascade.
 */
export function PhoneNumbersPage() {
  return (
    <DialerGate>
      <PhoneNumbers />
    </DialerGate>
  );
}

function PhoneNumbers() {
  const { t, i18n } = useTranslation('dialer');
  const phones = usePhones();
  const release = useReleasePhone();
  const [buying, setBuying] = useState(false);
  const [editing, setEditing] = useState<DialerPhone | null>(null);
  const [releasing, setReleasing] = useState<DialerPhone | null>(null);
  const country = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  const confirmRelease = () =>
    releasing &&
    release.mutate(releasing.id, {
      onSuccess: () => {
        notify.success(t('pages.numbers.released', { number: releasing.number }));
        setReleasing(null);
      },
      onError: (err) => notify.error(err),
    });

  return (
    <Stack gap="lg">
      <DialerPageHeader
        page="numbers"
        action={
          <Button leftSection={<IconPhonePlus size={16} />} onClick={() => setBuying(true)}>
            {t('newNumber')}
          </Button>
        }
      />
      {phones.isPending ? (
        <PageState kind="loading" />
      ) : phones.isError ? (
        <PageState kind="error" title={t('pages.loadError')} />
      ) : phones.data.length === 0 ? (
        <PageState kind="empty" title={translateMessage(MESSAGES.noItems)} />
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('pages.numbers.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pages.numbers.number')}</Table.Th>
                  <Table.Th>{t('country')}</Table.Th>
                  <Table.Th>{t('state')}</Table.Th>
                  <Table.Th>{t('region')}</Table.Th>
                  <Table.Th>{t('pages.numbers.status')}</Table.Th>
                  <Table.Th>{t('pages.numbers.sms')}</Table.Th>
                  <Table.Th>{t('pages.numbers.monthlyPrice')}</Table.Th>
                  <Table.Th>{t('pages.numbers.paidUntil')}</Table.Th>
                  <Table.Th>{t('pages.numbers.redirect')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {phones.data.map((p) => (
                  <Table.Tr key={p.id} data-testid="phone-row">
                    <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {p.number}
                    </Table.Td>
                    <Table.Td>{country(p.country.country_code)}</Table.Td>
                    <Table.Td>{p.state?.name ?? '—'}</Table.Td>
                    <Table.Td>{p.region?.name ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={p.status === 'active' ? 'green' : 'gray'}>
                        {t(`pages.numbers.statuses.${p.status}`, { defaultValue: p.status })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{p.is_sms_supported ? t('pages.yes') : t('pages.no')}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {p.monthly_price} {t('credits')}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(p.paid_until)}</Table.Td>
                    <Table.Td>
                      {p.number_to_redirect ? (
                        `+${p.number_to_redirect}`
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('pages.numbers.noRedirect')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-label={t('pages.numbers.editNamed', { number: p.number })}
                          onClick={() => setEditing(p)}
                        >
                          {t('pages.numbers.edit')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={t('pages.numbers.releaseNamed', { number: p.number })}
                          onClick={() => setReleasing(p)}
                        >
                          {t('pages.numbers.release')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <NewNumberModal opened={buying} onClose={() => setBuying(false)} onBought={() => undefined} />
      <RedirectModal phone={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={Boolean(releasing)}
        title={t('pages.numbers.releaseTitle')}
        message={t('pages.numbers.releaseText', { number: releasing?.number ?? '' })}
        confirmLabel={t('pages.numbers.release')}
        cancelLabel={t('cancel')}
        danger
        loading={release.isPending}
        onConfirm={confirmRelease}
        onClose={() => setReleasing(null)}
      />
    </Stack>
  );
}
