import { useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconCopy, IconLock, IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { smsSize, SMS_MAX_SEGMENTS } from '@leadloop/domain/inbox/sms';
import { templateProblems } from '@leadloop/domain/templates/checks';
import {
  TEMPLATE_CHANNELS,
  TEMPLATE_NAME_MAX as NAME_MAX,
  templateLimits,
  type TemplateChannel,
} from '@leadloop/domain/templates/limits';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { sessionQueryOptions } from '../../auth';
import { LabelFormModal, LabelPicker } from '../../labels';
import { useDeleteTemplate, useSaveTemplate, useTemplate } from '../api/templates';
import { PlaceholderMenu } from '../components/placeholder-menu';
import { TemplatePreview } from '../components/template-preview';
import { CHANNEL_LOOK } from '../lib/channels';
import { htmlToText } from '../lib/sample';
import type { Template, TemplateInput } from '../types';

const withSpace = (path: string) => {
  const space = new URLSearchParams(window.location.search).get('space');
  return space ? `${path}${path.includes('?') ? '&' : '?'}space=${space}` : path;
};
const LIST = '/templates/my-templates';

/** /templates/edit/{id|new}: write or change one template (000 §2; 001 §5 template rules). */
export function TemplateEditPage() {
  const { t } = useTranslation('templates');
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const isNew = id === 'new';
  const found = useTemplate(isNew ? null : id);
  if (!isNew && found.isPending) return <PageState kind="loading" />;
  if (!isNew && found.isError)
    return (
      <PageState
        kind="error"
        title={isApiError(found.error) && found.error.code === 404 ? t('notFound') : t('loadError')}
        action={
          <Button
            component={Link}
            to={withSpace(LIST)}
            variant="light"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('backToList')}
          </Button>
        }
      />
    );
  const asked = params.get('channel') as TemplateChannel | null;
  const channel = asked && TEMPLATE_CHANNELS.includes(asked) ? asked : 'message';
  return <TemplateForm key={id} template={isNew ? null : (found.data ?? null)} initialChannel={channel} />;
}

type Field = 'name' | 'subject' | 'text' | 'html';

function TemplateForm({
  template,
  initialChannel,
}: {
  template: Template | null;
  initialChannel: TemplateChannel;
}) {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 40em)');
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const readOnly = Boolean(template && !template.can_edit);
  // only its author shares a template or takes it back (an admin may edit a shared one, not unshare it)
  const me = useQuery(sessionQueryOptions()).data?.user?._id;
  const mayShare = !template || template.created_by === me;
  const [value, setValue] = useState<TemplateInput>(() => ({
    channel: template?.channel ?? initialChannel,
    name: template?.name ?? '',
    subject: template?.subject ?? null,
    text: template?.text ?? '',
    html: template?.html ?? null,
    label_ids: template?.label_ids ?? [],
    is_shared: template?.is_shared ?? false,
  }));
  const [format, setFormat] = useState<'plain' | 'html'>(template?.html ? 'html' : 'plain');
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [tried, setTried] = useState(false);
  const [labelOpen, setLabelOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const htmlRef = useRef<HTMLTextAreaElement>(null);

  const limits = templateLimits(value.channel);
  const html = value.channel === 'email' && format === 'html' ? value.html : null;
  const draft = {
    channel: value.channel,
    subject: limits.subject ? value.subject : null,
    text: value.text,
    html,
  };
  const problems = templateProblems(draft);
  const problemOf = (field: Field) => problems.find((p) => p.path === field)?.message;
  const nameError = !value.name.trim() ? MESSAGES.templateNameRequired : null;
  const errorOf = (field: Field) => {
    const local = field === 'name' ? (tried ? nameError : null) : problemOf(field);
    const text = local ?? serverErrors[field];
    // the body's emptiness is only an error once the user tried to save
    if (!text && field === 'text' && tried && !value.text.trim()) return translateMessage(MESSAGES.required);
    return text ? translateMessage(text) : null;
  };
  const firstProblem = problems[0] ? translateMessage(problems[0].message) : null;
  const sms = value.channel === 'sms' ? smsSize(value.text) : null;

  const set = (patch: Partial<TemplateInput>) => {
    setValue((v) => ({ ...v, ...patch }));
    setServerErrors({});
  };

  const insert = (name: string) => {
    const token = `{${name}}`;
    const useHtml = html !== null && document.activeElement !== bodyRef.current;
    const el = useHtml ? htmlRef.current : bodyRef.current;
    const current = (useHtml ? value.html : value.text) ?? '';
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    const next = current.slice(0, start) + token + current.slice(end);
    set(useHtml ? { html: next } : { text: next });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (readOnly || nameError || problems.length || !value.text.trim()) return;
    const input: TemplateInput = {
      ...value,
      subject: limits.subject ? value.subject?.trim() || null : null,
      html,
    };
    save.mutate(
      { id: template?._id ?? null, input },
      {
        onSuccess: () => {
          notify.success(template ? t('saved') : t('created'));
          navigate(withSpace(LIST));
        },
        onError: (error) => {
          const field = isApiError(error) ? error.field : undefined;
          if (field && ['name', 'subject', 'text', 'html'].includes(field))
            setServerErrors({ [field as Field]: error.message });
          else notify.error(error);
        },
      },
    );
  };

  const duplicate = () =>
    save.mutate(
      {
        id: null,
        input: {
          ...value,
          name: t('copyOf', { name: value.name }).slice(0, NAME_MAX),
          is_shared: false,
          label_ids: [],
        },
      },
      {
        onSuccess: (copy) => {
          notify.success(t('duplicated'));
          navigate(withSpace(`/templates/edit/${copy._id}`));
        },
        onError: (error) => notify.error(error),
      },
    );

  const counter = (used: number, max: number) => (
    <Text size="xs" c={used > max ? 'red' : 'dimmed'} aria-live="polite">
      {t('editor.counter', { used, max })}
    </Text>
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={withSpace(LIST)} size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('backToList')}
        </Group>
      </Anchor>
      <PageTitle>{template ? (readOnly ? template.name : t('editTitle')) : t('newTitle')}</PageTitle>
      {readOnly && (
        <Alert color="blue" variant="light" icon={<IconLock size={16} />}>
          {t('readOnly', { name: template?.author_name ?? t('someone') })}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" padding="lg">
              <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <Stack gap="md">
                  <TextInput
                    label={t('editor.name')}
                    placeholder={t('editor.namePlaceholder')}
                    withAsterisk
                    maxLength={NAME_MAX}
                    value={value.name}
                    onChange={(e) => set({ name: e.currentTarget.value })}
                    error={errorOf('name')}
                    data-autofocus
                  />
                  <div>
                    <Text size="sm" fw={500} mb={4}>
                      {t('editor.channel')}
                    </Text>
                    <SegmentedControl
                      fullWidth
                      orientation={narrow ? 'vertical' : 'horizontal'}
                      value={value.channel}
                      onChange={(v) => set({ channel: v as TemplateChannel })}
                      aria-label={t('editor.channel')}
                      data={TEMPLATE_CHANNELS.map((c) => ({
                        value: c,
                        label: (
                          <Group gap={6} justify="center" wrap="nowrap">
                            {CHANNEL_LOOK[c].icon(14)}
                            <span>{t(`channels.${c}`)}</span>
                          </Group>
                        ),
                      }))}
                    />
                    <Text size="xs" c="dimmed" mt={4}>
                      {t(`channelHints.${value.channel}`)}
                    </Text>
                  </div>
                  {limits.subject && (
                    <TextInput
                      label={t('editor.subject')}
                      placeholder={t('editor.subjectPlaceholder')}
                      value={value.subject ?? ''}
                      onChange={(e) => set({ subject: e.currentTarget.value })}
                      error={errorOf('subject')}
                      description={counter((value.subject ?? '').length, limits.subjectMax)}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                    />
                  )}
                  {limits.html && (
                    <SegmentedControl
                      value={format}
                      onChange={(v) => {
                        setFormat(v as 'plain' | 'html');
                        if (v === 'html' && !value.html) set({ html: textToHtml(value.text) });
                      }}
                      data={[
                        { value: 'plain', label: t('editor.plainText') },
                        { value: 'html', label: t('editor.html') },
                      ]}
                      w={{ base: '100%', xs: 260 }}
                    />
                  )}
                  <Group justify="space-between" gap="xs">
                    <PlaceholderMenu onInsert={insert} disabled={readOnly} />
                    {sms && sms.units > 0 ? (
                      <Text
                        size="xs"
                        c={sms.segments > SMS_MAX_SEGMENTS ? 'red' : 'dimmed'}
                        data-testid="sms-counter"
                      >
                        {t('editor.smsSize', { parts: sms.segments, chars: sms.units, left: sms.remaining })}
                        {sms.encoding === 'UCS-2' ? ` · ${t('editor.smsUnicode')}` : ''}
                      </Text>
                    ) : (
                      value.channel !== 'sms' && counter(value.text.length, limits.textMax)
                    )}
                  </Group>
                  {html !== null && (
                    <Textarea
                      ref={htmlRef}
                      label={t('editor.htmlBody')}
                      autosize
                      minRows={8}
                      maxRows={20}
                      value={value.html ?? ''}
                      onChange={(e) => set({ html: e.currentTarget.value })}
                      error={errorOf('html')}
                      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                      data-testid="template-html"
                    />
                  )}
                  <Textarea
                    ref={bodyRef}
                    label={html !== null ? t('editor.plainVersion') : t('editor.body')}
                    description={html !== null ? t('editor.plainVersionHint') : undefined}
                    placeholder={t('editor.bodyPlaceholder')}
                    withAsterisk
                    autosize
                    minRows={html !== null ? 4 : 8}
                    maxRows={20}
                    value={value.text}
                    onChange={(e) => set({ text: e.currentTarget.value })}
                    error={errorOf('text')}
                    data-testid="template-text"
                  />
                  {html !== null && (
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconWand size={14} />}
                      onClick={() => set({ text: htmlToText(value.html ?? '') })}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('editor.fillFromHtml')}
                    </Button>
                  )}
                  <Group gap="xs" align="flex-end" wrap="nowrap">
                    <LabelPicker
                      type="template"
                      label={t('editor.labels')}
                      value={value.label_ids}
                      onChange={(label_ids) => set({ label_ids })}
                      style={{ flex: 1 }}
                    />
                    <Tooltip label={t('editor.newLabel')} withinPortal>
                      <ActionIcon
                        variant="default"
                        size={36}
                        onClick={() => setLabelOpen(true)}
                        aria-label={t('editor.newLabel')}
                      >
                        <IconPlus size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  <Switch
                    label={t('editor.shared')}
                    description={t('editor.sharedHint')}
                    checked={value.is_shared}
                    disabled={readOnly || !mayShare}
                    onChange={(e) => set({ is_shared: e.currentTarget.checked })}
                  />
                </Stack>
              </fieldset>
              <Group justify="space-between" mt="xl" gap="xs">
                {template?.can_edit ? (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setConfirmDelete(true)}
                  >
                    {t('delete')}
                  </Button>
                ) : (
                  <span />
                )}
                <Group gap="xs">
                  <Button variant="default" component={Link} to={withSpace(LIST)}>
                    {readOnly ? t('back') : t('cancel')}
                  </Button>
                  {readOnly ? (
                    <Button leftSection={<IconCopy size={16} />} onClick={duplicate} loading={save.isPending}>
                      {t('duplicate')}
                    </Button>
                  ) : (
                    <Button type="submit" loading={save.isPending} data-testid="template-save">
                      {template ? t('save') : t('create')}
                    </Button>
                  )}
                </Group>
              </Group>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <div style={{ position: 'sticky', top: 16 }}>
              <TemplatePreview
                channel={value.channel}
                subject={limits.subject ? value.subject : null}
                text={value.text}
                html={html}
                problem={firstProblem}
              />
            </div>
          </Grid.Col>
        </Grid>
      </form>
      <LabelFormModal
        opened={labelOpen}
        onClose={() => setLabelOpen(false)}
        label={null}
        type="template"
        onSaved={(label) => set({ label_ids: [...value.label_ids, label._id] })}
      />
      <ConfirmDialog
        opened={confirmDelete}
        title={t('deleteTitle')}
        message={t('deleteMessage', { name: template?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        loading={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          template &&
          remove.mutate(template._id, {
            onSuccess: () => {
              notify.success(t('deleted'));
              navigate(withSpace(LIST));
            },
            onError: (error) => notify.error(error),
          })
        }
      />
    </Stack>
  );
}

/** A first HTML version of a plain text: paragraphs and line breaks, with the text escaped. */
function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
