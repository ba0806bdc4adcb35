import { Button, Menu, Select, Text } from '@mantine/core';
import { IconBraces, IconMessageReply } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PROSPECT_PLACEHOLDERS, SENDER_PLACEHOLDERS } from '@leadloop/domain/campaigns/placeholders';
import { useSavedReplies } from '../api/saved-replies';

/** Saved replies (templates of type message): pick one, or save the current text as one. */
export function SavedRepliesMenu({
  onPick,
  onSave,
  canSave,
}: {
  onPick: (reply: { text: string; subject: string | null }) => void;
  onSave: () => void;
  canSave: boolean;
}) {
  const { t } = useTranslation('inbox');
  const replies = useSavedReplies();
  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconMessageReply size={14} />}>
          {t('savedReplies')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {replies.isPending && <Menu.Label>{t('loading')}</Menu.Label>}
        {replies.data?.length === 0 && <Menu.Label>{t('noSavedReplies')}</Menu.Label>}
        {replies.data?.map((r) => (
          <Menu.Item key={r._id} onClick={() => onPick(r)}>
            <Text size="sm" fw={600}>
              {r.name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
              {r.text}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item disabled={!canSave} onClick={onSave}>
          {t('saveAsReply')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Placeholders of the prospect, the sender and the prospect's custom fields. */
export function PlaceholdersMenu({
  customKeys,
  onInsert,
}: {
  customKeys: string[];
  onInsert: (p: string) => void;
}) {
  const { t } = useTranslation('inbox');
  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconBraces size={14} />}>
          {t('placeholders')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {[...PROSPECT_PLACEHOLDERS, ...SENDER_PLACEHOLDERS, ...customKeys].map((p) => (
          <Menu.Item key={p} onClick={() => onInsert(p)} ff="monospace">
            {`{${p}}`}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function SignatureSelect({
  signatures,
  value,
  onChange,
}: {
  signatures: { _id: string; name: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('inbox');
  if (!signatures.length) return null;
  return (
    <Select
      size="xs"
      aria-label={t('signature')}
      w={170}
      data={[
        { value: 'none', label: t('noSignature') },
        ...signatures.map((s) => ({ value: s._id, label: s.name })),
      ]}
      value={value ?? 'none'}
      onChange={(v) => onChange(!v || v === 'none' ? null : v)}
      allowDeselect={false}
    />
  );
}
