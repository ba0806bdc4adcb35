import { ActionIcon } from '@mantine/core';
import { Menu } from '../../../components/deferred-mantine';
import {
  IconArchive,
  IconCopy,
  IconDots,
  IconDownload,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Workflow } from '../types';

export type CampaignMenuAction =
  'edit' | 'pause' | 'resume' | 'rerunSearches' | 'archive' | 'remove' | 'restore' | 'duplicate' | 'export';

/** 000 §4 campaign actions for one campaign, offered according to its status. */
export function CampaignActionsMenu({
  workflow,
  onAction,
}: {
  workflow: Workflow;
  onAction: (a: CampaignMenuAction) => void;
}) {
  const { t } = useTranslation('campaigns');
  const gone = workflow.status === 'deleted' || workflow.status === 'deleting';
  const archived = workflow.status === 'archived' || Boolean(workflow.archived_at);
  const item = (action: CampaignMenuAction, icon: React.ReactNode, color?: string) => (
    <Menu.Item leftSection={icon} color={color} onClick={() => onAction(action)}>
      {t(`actions.${action}`)}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('actions.menu', { name: workflow.name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!gone && item('edit', <IconPencil size={16} />)}
        {!gone && !archived && workflow.status === 'active' && item('pause', <IconPlayerPause size={16} />)}
        {!gone && !archived && workflow.status !== 'active' && item('resume', <IconPlayerPlay size={16} />)}
        {!gone && !archived && item('rerunSearches', <IconRefresh size={16} />)}
        {item('duplicate', <IconCopy size={16} />)}
        {item('export', <IconDownload size={16} />)}
        <Menu.Divider />
        {(archived || gone) && item('restore', <IconRestore size={16} />)}
        {!gone && !archived && item('archive', <IconArchive size={16} />)}
        {!gone && item('remove', <IconTrash size={16} />, 'red')}
      </Menu.Dropdown>
    </Menu>
  );
}
