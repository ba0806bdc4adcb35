import { useMemo, useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  prospectPlaceholderValues,
  renderTemplate,
  validateTemplate,
} from '@leadloop/domain/campaigns/placeholders';
import { INMAIL_SUBJECT_MAX, MESSAGE_MAX } from '@leadloop/domain/campaigns/rules';
import { attachmentsAllowed } from '@leadloop/domain/inbox/attachments';
import { SMS_MAX_SEGMENTS, smsSize } from '@leadloop/domain/inbox/sms';
import { templateChannelOfInbox } from '@leadloop/domain/templates/limits';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/messages';
import { useSignatures } from '../../account-settings';
import { useSelectedCredential } from '../../credentials';
import { TemplatePicker } from '../../templates';
import { AiAssistant } from '../../ai';
import type { ProspectDetail } from '../../prospects';
import { useSendMessage } from '../api/send-message';
import { useDraft } from '../hooks/use-draft';
import type { useAttachments } from '../hooks/use-attachments';
import { inboxErrorKey } from '../lib/send-errors';
import { draftChannelOf, type Conversation, type InboxChannel } from '../types';
import { AttachButton, AttachmentChips } from './attachment-picker';
import { PlaceholdersMenu, SavedRepliesMenu, SignatureSelect } from './composer-tools';
import { SaveReplyModal } from './save-reply-modal';

interface Props {
  channel: InboxChannel;
  conversation: Conversation;
  profile: ProspectDetail;
  files: ReturnType<typeof useAttachments>;
  onSent?: (conversationId: string | null, channel: InboxChannel) => void;
}

/**
 * The reply on one channel: its draft (kept locally and on the server), subject for InMail/email,
 * saved replies, placeholders with a rendered preview, the signature, files where the channel takes
 * them, the SMS size, and send.
 */
export function ComposerForm({ channel, conversation, profile, files, onSent }: Props) {
  const { t } = useTranslation('inbox');
  const { value, update, clear, hold } = useDraft(profile._id, draftChannelOf(channel));
  const { list: accounts } = useSelectedCredential();
  const sender = accounts.find((a) => a._id === conversation.credentials_id);
  const signatures = useSignatures(conversation.credentials_id);
  const send = useSendMessage();
  const [signatureId, setSignatureId] = useState<string | null | undefined>(undefined);
  const [saveOpen, setSaveOpen] = useState(false);
  const withSubject = channel === 'inmail' || channel === 'email';
  const withFiles = attachmentsAllowed(channel);

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
  const sms = channel === 'sms' ? smsSize(preview) : null;
  const smsTooLong = Boolean(sms && sms.segments > SMS_MAX_SEGMENTS);
  const blocked = !value.draft.trim() || problem !== true || smsTooLong || (withFiles && files.uploading);

  const change = (next: { draft?: string; subject?: string }) => {
    const merged = { ...value, ...next };
    const text =
      merged.draft.trim() && validateTemplate(merged.draft, customKeys) === true
        ? renderTemplate(merged.draft, values).trim()
        : null;
    update(merged, text);
  };

  const submit = () => {
    if (blocked) return;
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
        ...(withFiles && files.readyIds.length ? { attachment_ids: files.readyIds } : {}),
      },
      {
        onSuccess: (sent) => {
          clear();
          if (withFiles) files.clear();
          notify.success(
            channel === conversation.channel ? t('sent') : t('sentOn', { channel: t(`channels.${channel}`) }),
          );
          onSent?.(sent.conversation_id, channel);
        },
        onError: (error) => {
          update(value, rendered || null); // not sent: the draft is kept and saved again
          const key = isApiError(error) ? inboxErrorKey(error.message) : null;
          if (key) notify.warning(t(`errors.${key}`));
          else notify.error(error);
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      {withSubject && (
        <TextInput
          aria-label={t('subject')}
          placeholder={channel === 'email' ? t('subjectEmailHint') : t('subject')}
          value={value.subject}
          onChange={(e) => change({ subject: e.currentTarget.value })}
          maxLength={INMAIL_SUBJECT_MAX}
          size="sm"
          data-testid="composer-subject"
        />
      )}
      <Textarea
        aria-label={t('message')}
        placeholder={t(channel === 'sms' ? 'smsPlaceholder' : 'messagePlaceholder', {
          name: profile.first_name || profile.full_name,
        })}
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
        error={
          problem !== true ? translateMessage(problem) : smsTooLong ? t('errors.sms.tooLong') : undefined
        }
        data-testid="composer-text"
      />
      {sms && sms.units > 0 && (
        <Text size="xs" c={smsTooLong ? 'red' : 'dimmed'} ta="right" data-testid="sms-size">
          {t('smsSize', { parts: sms.segments, chars: sms.units, left: sms.remaining })}
          {sms.encoding === 'UCS-2' ? ` · ${t('smsUnicode')}` : ''}
        </Text>
      )}
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
      {withFiles && <AttachmentChips files={files.files} onRemove={files.remove} />}
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {withFiles && <AttachButton onPick={files.add} />}
          <SavedRepliesMenu
            canSave={Boolean(value.draft.trim()) && problem === true}
            onSave={() => setSaveOpen(true)}
            onPick={(r) =>
              change({ draft: r.text, ...(withSubject && r.subject ? { subject: r.subject } : {}) })
            }
          />
          <TemplatePicker
            compact
            channel={templateChannelOfInbox(channel)}
            onPick={(tpl) =>
              // fills an empty reply; text already written keeps its words and gets the template after it
              change({
                draft: value.draft.trim() ? `${value.draft.trimEnd()}\n\n${tpl.text}` : tpl.text,
                ...(withSubject && tpl.subject && !value.subject.trim() ? { subject: tpl.subject } : {}),
              })
            }
          />
          <PlaceholdersMenu
            customKeys={customKeys}
            onInsert={(token) =>
              change({
                draft: `${value.draft}${value.draft && !/\s$/.test(value.draft) ? ' ' : ''}{${token}}`,
              })
            }
          />
          <AiAssistant
            conversationId={conversation._id}
            profileId={profile._id}
            draft={value.draft}
            onText={(text) => change({ draft: text })}
          />
          <SignatureSelect
            signatures={signatures.data ?? []}
            value={chosenSignature}
            onChange={setSignatureId}
          />
        </Group>
        <Button
          size="sm"
          leftSection={<IconSend size={15} />}
          onClick={submit}
          loading={send.isPending}
          disabled={blocked}
          data-testid="composer-send"
        >
          {t('send')}
        </Button>
      </Group>
      {saveOpen && (
        <SaveReplyModal text={value.draft} subject={value.subject} onClose={() => setSaveOpen(false)} />
      )}
    </Stack>
  );
}
