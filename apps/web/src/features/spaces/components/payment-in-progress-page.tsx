import { useEffect, useRef, useState } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getCurrentSpace } from '../../../lib/current-space';
import { fetchSpaceInfo } from '../api/space-info';
import { fireConversion } from '../../../lib/conversion';
import { useAppSessionContext } from '../app-session';

import { paymentPollDelays } from '@leadloop/domain/constants/timeouts';
import { PageTitle } from '../../../components/page-title';

/** 000 §4: poll the account at most 5 times, first after 15 s, doubling each time. */
const PAYMENT_POLL_DELAYS_MS = paymentPollDelays();

export function PaymentInProgressPage() {
  const { t } = useTranslation('spaces');
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const { workspace } = useAppSessionContext();
  const seenInProgress = useRef(false);
  const done = useRef(false);
  if (workspace?.payment_in_progress) seenInProgress.current = true;

  /** The payment's outcome is known: paid → the conversion event, then campaigns; else billing-warning. */
  const finish = (space: { is_paid: boolean; tier: number }, spaceId: string) => {
    if (done.current) return;
    done.current = true;
    if (space.is_paid) {
      fireConversion({ space_id: spaceId, tier: space.tier });
      window.location.assign('/campaigns');
    } else window.location.assign('/billing-warning');
  };

  // The workspace is pushed to the app as it changes: once the payment seen in progress is settled, go on.
  useEffect(() => {
    if (workspace && !workspace.payment_in_progress && seenInProgress.current)
      finish(workspace, workspace._id);
  }, [workspace]);

  useEffect(() => {
    const spaceId = getCurrentSpace();
    if (!spaceId) return;
    if (attempt >= PAYMENT_POLL_DELAYS_MS.length) {
      window.location.assign('/billing-warning');
      return;
    }
    const timer = setTimeout(async () => {
      const space = await fetchSpaceInfo(spaceId).catch(() => null);
      if (space && !space.payment_in_progress) finish(space, spaceId);
      else setAttempt((n) => n + 1);
    }, PAYMENT_POLL_DELAYS_MS[attempt]);
    return () => clearTimeout(timer);
  }, [attempt, navigate]);

  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <Loader size="lg" />
      <PageTitle>{t('payment.title')}</PageTitle>
      <Text c="dimmed" maw={420}>
        {t('payment.text')}
      </Text>
    </Stack>
  );
}
