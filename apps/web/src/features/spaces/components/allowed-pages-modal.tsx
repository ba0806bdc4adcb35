import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALLOWED_PAGES } from '@leadloop/domain/spaces/enums';
import { notify } from '../../../lib/notify';
import { useSetAllowedPages } from '../api/set-allowed-pages';
import type { WorkspaceUser } from '../types';

interface AllowedPagesModalProps {
  spaceId: string;
  member: WorkspaceUser | null;
  onClose: () => void;
}

/** Which pages a member may open (000 §6); empty means every page. */
export function AllowedPagesModal({ spaceId, member, onClose }: AllowedPagesModalProps) {
  const { t } = useTranslation('spaces');
  const save = useSetAllowedPages(spaceId);
  const [pages, setPages] = useState<string[]>(member?.allowed_pages ?? []);
  const name = member ? `${member.first_name} ${member.last_name}`.trim() || member.email : '';

  const onSave = () =>
    save.mutate(
      { userId: member!._id, allowedPages: pages.length ? pages : null },
      {
        onSuccess: () => {
          notify.success(t('members.pagesSaved'));
          onClose();
        },
        onError: notify.error,
      },
    );

  return (
    <Modal
      opened={Boolean(member)}
      onClose={onClose}
      title={<Text fw={700}>{t('members.pagesTitle', { name })}</Text>}
    >
      <Stack gap="md">
        <MultiSelect
          label={t('users.pagesLabel')}
          description={t('users.pagesHint')}
          placeholder={t('users.allPages')}
          data={ALLOWED_PAGES.map((page) => ({ value: page, label: t(`pages.${page}`) }))}
          value={pages}
          onChange={setPages}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('members.cancel')}
          </Button>
          <Button onClick={onSave} loading={save.isPending}>
            {t('members.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
