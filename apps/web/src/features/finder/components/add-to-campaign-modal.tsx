import { useState } from 'react';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FINDER_ADD_LIMIT, FINDER_PAGE_SIZE } from '@leadloop/domain/finder/filters';
import { notify } from '../../../lib/notify';
import { fetchWorkflows } from '../../campaigns';
import { credentialName, useSelectedCredential } from '../../credentials';
import { useAddToCampaign } from '../api/add-to-campaign';
import type { SearchState } from '../lib/search-state';

interface AddToCampaignModalProps {
  opened: boolean;
  onClose: () => void;
  /** The chosen people; none: the first N matching the search. */
  ids: string[];
  search: SearchState;
  total: number;
  onAdded: () => void;
}

/** Puts the chosen (or the first N matching) people into a new or an existing campaign. */
export function AddToCampaignModal({
  opened,
  onClose,
  ids,
  search,
  total,
  onAdded,
}: AddToCampaignModalProps) {
  const { t } = useTranslation('finder');
  const { list: accounts, selected } = useSelectedCredential();
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [workflowId, setWorkflowId] = useState<string | null>(null);
  const [limit, setLimit] = useState<number>(Math.min(total, FINDER_PAGE_SIZE));
  const [includeExisting, setIncludeExisting] = useState(false);
  const account = accountId ?? selected?._id ?? null;
  const campaigns = useQuery({
    queryKey: ['workflows', 'finder-options'],
    queryFn: () => fetchWorkflows({ view: 'all', query: '', credentialId: null }),
    enabled: opened && mode === 'existing',
  });
  const add = useAddToCampaign();
  const ready = mode === 'new' ? Boolean(name.trim() && account) : Boolean(workflowId);
  const submit = async () => {
    try {
      const result = await add.mutateAsync({
        target: mode === 'new' ? { name: name.trim(), credentialsId: account! } : { workflowId: workflowId! },
        ids,
        search,
        limit,
        includeExisting,
      });
      notify.success(t('add.done', { count: result.added, campaign: result.workflow_name }));
      onAdded();
      onClose();
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('add.title')} size={500}>
      <Stack>
        <Text size="sm">
          {ids.length ? t('add.chosen', { count: ids.length }) : t('add.matching', { count: total })}
        </Text>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'new' | 'existing')}
          data={[
            { value: 'new', label: t('add.newCampaign') },
            { value: 'existing', label: t('add.existingCampaign') },
          ]}
        />
        {mode === 'new' ? (
          <>
            <TextInput
              label={t('add.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={100}
              data-autofocus
            />
            <Select
              label={t('add.account')}
              data={accounts.map((a) => ({ value: a._id, label: credentialName(a) }))}
              value={account}
              onChange={setAccountId}
              allowDeselect={false}
            />
          </>
        ) : (
          <Select
            label={t('add.campaign')}
            searchable
            data={(campaigns.data ?? []).map((w) => ({ value: w._id, label: w.name }))}
            value={workflowId}
            onChange={setWorkflowId}
            nothingFoundMessage={t('add.noCampaigns')}
          />
        )}
        {!ids.length && (
          <NumberInput
            label={t('add.limit')}
            min={1}
            max={Math.min(FINDER_ADD_LIMIT, Math.max(1, total))}
            value={limit}
            onChange={(v) => setLimit(Number(v) || 1)}
          />
        )}
        <Switch
          label={t('add.includeExisting')}
          checked={includeExisting}
          onChange={(e) => setIncludeExisting(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('add.cancel')}
          </Button>
          <Button onClick={submit} loading={add.isPending} disabled={!ready}>
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
