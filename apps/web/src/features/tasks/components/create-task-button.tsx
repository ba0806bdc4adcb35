import { ActionIcon, Button, Tooltip, type ButtonProps } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateTaskDefaults } from './create-task-modal';

const CreateTaskModal = lazy(() =>
  import('./create-task-modal').then((m) => ({ default: m.CreateTaskModal })),
);

/**
 * "Create task" for the prospect card, a conversation and my-tasks: a button (or, `compact`, an icon with
 * a tooltip for toolbars) that opens the new-task modal, loaded on the first click.
 */
export function CreateTaskButton({
  defaults,
  compact = false,
  variant = 'light',
}: {
  defaults?: CreateTaskDefaults;
  compact?: boolean;
  variant?: ButtonProps['variant'];
}) {
  const { t } = useTranslation('tasks');
  const [opened, setOpened] = useState(false);
  return (
    <>
      {compact ? (
        <Tooltip label={t('create')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('create')}
            onClick={() => setOpened(true)}
            data-testid="create-task"
          >
            <IconChecklist size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant={variant}
          leftSection={<IconChecklist size={16} />}
          onClick={() => setOpened(true)}
          data-testid="create-task"
        >
          {t('create')}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <CreateTaskModal opened={opened} onClose={() => setOpened(false)} defaults={defaults} />
        </Suspense>
      )}
    </>
  );
}
