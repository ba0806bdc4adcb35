import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useDeleteSavedSearch, useSavedSearches, useSaveSearch } from '../api/saved-searches';
import type { SearchState } from '../lib/search-state';

interface SavedSearchesMenuProps {
  search: SearchState;
  onApply: (search: SearchState) => void;
}

/** Saved searches: save the current filters under a name, apply one, delete one. */
export function SavedSearchesMenu({ search, onApply }: SavedSearchesMenuProps) {
  const { t } = useTranslation('finder');
  const saved = useSavedSearches();
  const save = useSaveSearch();
  const remove = useDeleteSavedSearch();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const submit = async () => {
    try {
      await save.mutateAsync({ name: name.trim(), search });
      notify.success(t('saved.done'));
      setNaming(false);
      setName('');
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark size={16} />}>
            {t('saved.title')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown miw={240}>
          <Menu.Item onClick={() => setNaming(true)}>{t('saved.saveCurrent')}</Menu.Item>
          <Menu.Divider />
          {(saved.data?.items ?? []).length === 0 && (
            <Text size="xs" c="dimmed" px="sm" py={4}>
              {t('saved.none')}
            </Text>
          )}
          {(saved.data?.items ?? []).map((s) => (
            <Group key={s._id} gap={4} wrap="nowrap" pr={4}>
              <Menu.Item
                onClick={() =>
                  onApply({
                    filters: s.filters,
                    contactInfo: s.contact_info,
                    excludeExisting: s.exclude_existing,
                    page: 1,
                  })
                }
              >
                {s.name}
              </Menu.Item>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('saved.delete', { name: s.name })}
                onClick={() => remove.mutate(s._id, { onError: (e) => notify.error(e) })}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={naming} onClose={() => setNaming(false)} title={t('saved.saveCurrent')} size={420}>
        <Stack>
          <TextInput
            label={t('saved.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button onClick={submit} disabled={!name.trim()} loading={save.isPending}>
              {t('saved.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
