import {
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CURRENCIES, type Currency } from '@leadloop/domain/billing/enums';
import { IconThumbDown, IconTrash, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { getCurrentSpace } from '../../../lib/current-space';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useAppSessionContext } from '../../spaces';
import { useCreateDeal, useDeal, useDeleteDeal, useUpdateDeal } from '../api/crm';
import type { BoardColumn, CrmOwner, DealCard } from '../types';

interface Values {
  name: string;
  amount: number | string;
  currency: Currency;
  owner: string;
  stage: string;
  probability: number | string;
}

/** A deal's drawer: a new deal in a stage, or one deal to edit, reassign, win, lose or delete. */
export function DealDrawer({
  dealId,
  newInStage,
  stages,
  owners,
  onClose,
}: {
  dealId: string | null;
  newInStage: string | null;
  stages: BoardColumn[];
  owners: CrmOwner[];
  onClose: () => void;
}) {
  const { t } = useTranslation('crm');
  const deal = useDeal(dealId);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={<Text fw={700}>{dealId ? t('deal') : t('newDeal')}</Text>}
    >
      {dealId && deal.isPending ? (
        <PageState kind="loading" />
      ) : dealId && deal.isError ? (
        <PageState
          kind="error"
          title={t('dealLoadError')}
          description={translateMessage(deal.error.message)}
        />
      ) : (
        <DealForm
          key={deal.data?._id ?? 'new'}
          deal={deal.data ?? null}
          stageId={deal.data?.crm_stage._id ?? newInStage ?? stages[0]?._id ?? ''}
          stages={stages}
          owners={owners}
          onDone={onClose}
        />
      )}
    </Drawer>
  );
}

function DealForm({
  deal,
  stageId,
  stages,
  owners,
  onDone,
}: {
  deal: DealCard | null;
  stageId: string;
  stages: BoardColumn[];
  owners: CrmOwner[];
  onDone: () => void;
}) {
  const { t } = useTranslation('crm');
  const { user } = useAppSessionContext();
  const create = useCreateDeal();
  const update = useUpdateDeal();
  const remove = useDeleteDeal();
  const [confirm, setConfirm] = useState(false);
  const stage = stages.find((s) => s._id === stageId);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: deal?.name ?? '',
      amount: deal?.amount ?? '',
      currency: (deal?.currency ?? 'usd') as Currency,
      owner: deal ? (deal.owner ?? '') : (user?._id ?? ''),
      stage: stageId,
      probability: deal?.probability ?? stage?.probability ?? 50,
    },
    validate: { name: (v) => (v.trim() ? null : translateMessage('Enter valid name')) },
  });

  const submit = form.onSubmit(async (v) => {
    const body = {
      name: v.name,
      amount: v.amount === '' ? 0 : Number(v.amount),
      currency: v.currency,
      owner: v.owner || null,
      probability: Number(v.probability),
    };
    try {
      if (deal) {
        const saved = await update.mutateAsync({ _id: deal._id, ...body, crm_stage: v.stage });
        notify.success(
          saved.owner !== deal.owner && saved.owner_name
            ? t('dealHandedTo', { name: saved.owner_name })
            : t('dealSaved'),
        );
      } else {
        await create.mutateAsync({ ...body, crm_stage: v.stage });
        notify.success(t('dealCreated'));
      }
      onDone();
    } catch (error) {
      notify.error(error);
    }
  });

  const setStatus = (status: 'won' | 'lost' | 'open') =>
    deal &&
    update.mutate(
      { _id: deal._id, status },
      {
        onSuccess: () => {
          notify.success(t(`status.${status}Done`));
          onDone();
        },
        onError: notify.error,
      },
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {deal && deal.status !== 'open' && (
          <Badge color={deal.status === 'won' ? 'green' : 'red'} variant="light" size="lg">
            {t(`status.${deal.status}`)}
          </Badge>
        )}
        <TextInput label={t('dealName')} required data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={2}>
          <NumberInput
            label={t('amount')}
            min={0}
            thousandSeparator
            {...form.getInputProps('amount')}
            data-testid="deal-amount"
          />
          <Select
            label={t('currency')}
            data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <Select
          label={t('owner')}
          data-testid="deal-owner-select"
          data={owners.map((o) => ({
            value: o._id,
            label: o._id === user?._id ? `${o.name} (${t('you')})` : o.name,
          }))}
          placeholder={t('noOwner')}
          clearable
          searchable
          {...form.getInputProps('owner')}
        />
        <SimpleGrid cols={2}>
          <Select
            label={t('stage')}
            data={stages.map((s) => ({ value: s._id, label: s.name }))}
            allowDeselect={false}
            {...form.getInputProps('stage')}
          />
          <NumberInput
            label={t('probability')}
            suffix=" %"
            min={1}
            max={100}
            {...form.getInputProps('probability')}
          />
        </SimpleGrid>
        {deal?.prospect && (
          <Text size="sm">
            {t('prospect')}:{' '}
            <Anchor
              component={Link}
              to={`/profiles/my-prospects/${deal.prospect._id}?space=${getCurrentSpace() ?? ''}`}
            >
              {deal.prospect.name || t('openProspect')}
            </Anchor>
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="save-deal">
            {deal ? t('save') : t('create')}
          </Button>
        </Group>
        {deal && (
          <Group
            justify="space-between"
            mt="md"
            pt="md"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            {deal.status === 'open' ? (
              <Group gap="xs">
                <Button
                  variant="light"
                  color="green"
                  leftSection={<IconTrophy size={16} />}
                  onClick={() => setStatus('won')}
                >
                  {t('markWon')}
                </Button>
                <Button
                  variant="light"
                  color="orange"
                  leftSection={<IconThumbDown size={16} />}
                  onClick={() => setStatus('lost')}
                >
                  {t('markLost')}
                </Button>
              </Group>
            ) : (
              <Button variant="light" onClick={() => setStatus('open')}>
                {t('reopen')}
              </Button>
            )}
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirm(true)}
            >
              {t('delete')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirm}
        title={t('deleteDeal')}
        message={t('deleteDealText', { name: deal?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        loading={remove.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          deal &&
          remove.mutate(deal._id, {
            onSuccess: () => {
              notify.success(t('dealDeleted'));
              setConfirm(false);
              onDone();
            },
            onError: notify.error,
          })
        }
      />
    </form>
  );
}
