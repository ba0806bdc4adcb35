import { Text } from '@mantine/core';
import { Modal } from '../../../components/deferred-mantine';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useSetSpace } from '../api/set-space';
import type { SpaceSummary } from '../types';
import { SpaceGrid } from './space-grid';

export const SWITCHER_WIDTH = 725; // 001 §9

interface WorkspaceSwitcherProps {
  opened: boolean;
  onClose: () => void;
  spaces: SpaceSummary[];
  currentSpaceId: string | null;
  canCreate?: boolean;
}

/** The switch-workspace modal: choosing calls the API, then reloads to root (000 §4). */
export function WorkspaceSwitcher({
  opened,
  onClose,
  spaces,
  currentSpaceId,
  canCreate = true,
}: WorkspaceSwitcherProps) {
  const { t } = useTranslation('spaces');
  const navigate = useNavigate();
  const setSpace = useSetSpace();

  const onChoose = (space: SpaceSummary) => {
    if (space._id === currentSpaceId) return onClose();
    setSpace.mutate({ space_id: space._id }, { onError: notify.error });
  };
  const onNew = () => {
    onClose();
    navigate('/workspace/add');
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={SWITCHER_WIDTH}
      title={
        <Text fw={700} size="lg">
          {t('switcher.title')}
        </Text>
      }
    >
      <SpaceGrid
        spaces={spaces}
        currentSpaceId={currentSpaceId}
        onChoose={onChoose}
        onNew={canCreate ? onNew : undefined}
        pendingId={setSpace.isPending ? (setSpace.variables?.space_id ?? null) : null}
      />
    </Modal>
  );
}
