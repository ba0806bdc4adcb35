import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconDoorExit,
  IconLock,
  IconShield,
  IconShieldOff,
  IconUserMinus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceUser } from '../types';

export type MemberAction = 'promote' | 'demote' | 'pages' | 'remove' | 'leave';

interface MemberActionsProps {
  member: WorkspaceUser;
  isAdmin: boolean;
  isSelf: boolean;
  viewerIsAdmin: boolean;
  onAction: (action: MemberAction, member: WorkspaceUser) => void;
}

/** What the viewer may do to a member: admins manage roles, pages and membership; anyone may leave. */
export function MemberActions({ member, isAdmin, isSelf, viewerIsAdmin, onAction }: MemberActionsProps) {
  const { t } = useTranslation('spaces');
  if (!viewerIsAdmin && !isSelf) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('members.actions')}
          data-testid="member-actions"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {viewerIsAdmin && !isAdmin && (
          <Menu.Item leftSection={<IconShield size={16} />} onClick={() => onAction('promote', member)}>
            {t('members.makeAdmin')}
          </Menu.Item>
        )}
        {viewerIsAdmin && isAdmin && (
          <Menu.Item leftSection={<IconShieldOff size={16} />} onClick={() => onAction('demote', member)}>
            {t('members.removeAdmin')}
          </Menu.Item>
        )}
        {viewerIsAdmin && !isAdmin && (
          <Menu.Item leftSection={<IconLock size={16} />} onClick={() => onAction('pages', member)}>
            {t('members.editPages')}
          </Menu.Item>
        )}
        {viewerIsAdmin && !isSelf && (
          <Menu.Item
            color="red"
            leftSection={<IconUserMinus size={16} />}
            onClick={() => onAction('remove', member)}
          >
            {t('members.remove')}
          </Menu.Item>
        )}
        {isSelf && (
          <Menu.Item
            color="red"
            leftSection={<IconDoorExit size={16} />}
            onClick={() => onAction('leave', member)}
          >
            {t('members.leave')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
