import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getCurrentSpace } from '../../../lib/current-space';
import { notify } from '../../../lib/notify';
import { useMarkAsLead } from '../api/crm';

/**
 * "Mark as lead" (001 Event trigger mark_as_lead) for a conversation's toolbar: the prospect's deal is made
 * in the first stage (or found, when it has one) and its board opens on it.
 */
export function MarkAsLeadButton({ prospect }: { prospect: string }) {
  const { t } = useTranslation('crm');
  const navigate = useNavigate();
  const mark = useMarkAsLead();
  return (
    <Tooltip label={t('markAsLead')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('markAsLead')}
        data-testid="mark-as-lead"
        loading={mark.isPending}
        onClick={() =>
          mark.mutate(prospect, {
            onSuccess: (deal) => {
              notify.success(t('leadMarked', { name: deal.name }));
              const query = new URLSearchParams({
                space: getCurrentSpace() ?? '',
                pipeline: deal.pipeline_id,
                deal: deal._id,
              });
              navigate(`/crm/manage/default?${query.toString()}`);
            },
            onError: notify.error,
          })
        }
      >
        <IconTargetArrow size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
