import { useMemo, useState } from 'react';
import { Alert, Button, Group, Menu, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconBraces, IconEye, IconMessageReply, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PROSPECT_PLACEHOLDERS,
  SENDER_PLACEHOLDERS,
  prospectPlaceholderValues,
  renderTemplate,
  validateTemplate,
} from '@leadloop/domain/campaigns/placeholders';
import { INMAIL_SUBJECT_MAX, MESSAGE_MAX } from '@leadloop/domain/campaigns/rules';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/messages';
import { useSignatures } from '../../account-settings/api/signatures';
import { useSelectedCredential } from '../../credentials/hooks/use-selected-credential';
import type { ProspectDetail } from '../../prospects/types';
import { useSavedReplies } from '../api/saved-replies';
import { useSendMessage } from '../api/send-message';
import { useDraft } from '../hooks/use-draft';
import { SENDABLE_CHANNELS, draftChannelOf, type Conversation } from '../types';
import { SaveReplyModal } from './save-reply-modal';
import classes from './inbox.module.css';

interface Props {
  conversation: Conversation;
  profile: ProspectDetail;
}

/**
 * Writing a reply: the draft (kept locally and on the server), saved replies, placeholders with a
 * rendered preview, the account's signature, and send.
 */
export function Composer({ conversation, profile }: Props) {
  const { t } = useTranslation('inbox');
  const channel = conversation.channel;
  const { value, update, clear, hold } = useDraft(profile._id, draftChannelOf(channel));
  const { list: accounts } = useSelectedCredential();
  const sender = accounts.find((a) => a._id === conversation.credentials_id);
  const signatures = useSignatures(conversation.credentials_id);
  const replies = useSavedReplies();
  const send = useSendMessage();
  const [signatureId, setSignatureId] = useState<string | null | undefined>(undefined);
  const [saveOpen, setSaveOpen] = useState(false);
  const canSend = SENDABLE_CHANNELS.includes(channel);
  const withSubject = channel === 'inmail' || channel === 'email';

  const customKeys = useMemo(() => Object.keys(profile.custom_fields ?? {}), [profile.custom_fields]);
  const values = useMemo(
    () => ({
      ...prospectPlaceholderValues(profile),
      sender_first_name: sender?.first_name,
      sender_last_name: sender?.last_name,
      sender_full_name: [sender?.first_name, sender?.last_name].filter(Boolean).join(' '),
    }),
    [profile, sender],
  );
  const defaultSignature = signatures.data?.find((s) => s.is_default)?._id ?? null;
  const chosenSignature = signatureId === undefined ? defaultSignature : signatureId;
  const signature = signatures.data?.find((s) => s._id === chosenSignature) ?? null;

  const problem = value.draft.trim() ? validateTemplate(value.draft, customKeys) : true;
  const rendered = value.draft.trim() ? renderTemplate(value.draft, values).trim() : '';
  const preview = rendered && signature ? `${rendered}\n\n${signature.message}` : rendered;
  const hasPlaceholders = /\{[a-z]/.test(value.draft);

  const change = (next: { draft?: string; subject?: string }) => {
    const merged = { ...value, ...next };
    const text =
      merged.draft.trim() && validateTemplate(merged.draft, customKeys) === true
        ? renderTemplate(merged.draft, values).trim()
        : null;
    update(merged, text);
  };

  const insert = (token: string) =>
    change({ draft: `${value.draft}${value.draft && !/\s$/.test(value.draft) ? ' ' : ''}{${token}}` });

  const submit = () => {
    if (!value.draft.trim() || problem !== true || !canSend) return;
    if (channel === 'inmail' && !value.subject.trim()) {
      notify.warning(t('subjectRequired'));
      return;
    }
    hold();
    send.mutate(
      {
        credentials_id: conversation.credentials_id,
        profile_id: profile._id,
        channel,
        text: value.draft,
        ...(withSubject && value.subject.trim() ? { subject: value.subject.trim() } : {}),
        ...(chosenSignature ? { signature_id: chosenSignature } : {}),
      },
      {
        onSuccess: () => {
          clear();
          notify.success(t('sent'));
        },
        onError: (error) => {
          update(value, rendered || null); // not sent: the draft is kept and saved again
          notify.error(error);
        },
      },
    );
  };

  return (
    <div className={classes.composer}>
      <Stack gap="xs">
        {!canSend && (
          <Alert color="yellow" variant="light" p="xs">
            <Text size="sm">{t('cannotSend', { channel: t(`channels.${channel}`) })}</Text>
          </Alert>
        )}
        {withSubject && (
          <TextInput
            aria-label={t('subject')}
            placeholder={t('subject')}
            value={value.subject}
            onChange={(e) => change({ subject: e.currentTarget.value })}
            maxLength={INMAIL_SUBJECT_MAX}
            size="sm"
          />
        )}
        <Textarea
          aria-label={t('message')}
          placeholder={t('messagePlaceholder', { name: profile.first_name || profile.full_name })}
          value={value.draft}
          onChange={(e) => change({ draft: e.currentTarget.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              submit();
            }
          }}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MESSAGE_MAX}
          error={problem !== true ? translateMessage(problem) : undefined}
          data-testid="composer-text"
        />
        {hasPlaceholders && problem === true && preview && (
          <Paper
            withBorder
            radius="md"
            p="xs"
            bg="var(--mantine-color-default-hover)"
            data-testid="composer-preview"
          >
            <Group gap={6} mb={4}>
              <IconEye size={14} />
              <Text size="xs" fw={600} c="dimmed">
                {t('preview')}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview}
            </Text>
          </Paper>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
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
                  <Menu.Item
                    key={r._id}
                    onClick={() =>
                      change({ draft: r.text, ...(withSubject && r.subject ? { subject: r.subject } : {}) })
                    }
                  >
                    <Text size="sm" fw={600}>
                      {r.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
                      {r.text}
                    </Text>
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item
                  disabled={!value.draft.trim() || problem !== true}
                  onClick={() => setSaveOpen(true)}
                >
                  {t('saveAsReply')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Menu position="top-start" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="default" leftSection={<IconBraces size={14} />}>
                  {t('placeholders')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
                {[...PROSPECT_PLACEHOLDERS, ...SENDER_PLACEHOLDERS, ...customKeys].map((p) => (
                  <Menu.Item key={p} onClick={() => insert(p)} ff="monospace">
                    {`{${p}}`}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            {(signatures.data?.length ?? 0) > 0 && (
              <Select
                size="xs"
                aria-label={t('signature')}
                w={170}
                data={[
                  { value: 'none', label: t('noSignature') },
                  ...(signatures.data ?? []).map((s) => ({ value: s._id, label: s.name })),
                ]}
                value={chosenSignature ?? 'none'}
                onChange={(v) => setSignatureId(!v || v === 'none' ? null : v)}
                allowDeselect={false}
              />
            )}
          </Group>
          <Button
            size="sm"
            leftSection={<IconSend size={15} />}
            onClick={submit}
            loading={send.isPending}
            disabled={!canSend || !value.draft.trim() || problem !== true}
          >
            {t('send')}
          </Button>
        </Group>
      </Stack>
      {saveOpen && (
        <SaveReplyModal text={value.draft} subject={value.subject} onClose={() => setSaveOpen(false)} />
      )}
    </div>
  );
}
