import { Badge, Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLACKLIST_MAX_ENTRIES, blacklistBodySchema } from '@leadloop/domain/credentials/settings';
import { PageState } from '../../../components/page-state';
import { translateError, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useBlacklist, useSaveBlacklist } from '../api/blacklist';
import type { Blacklist } from '../types';
import { SectionCard } from './section-card';
import { useSettingsCredential } from './use-settings-credential';

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** /settings/blacklist: people (profile links) and companies the account never contacts. */
export function BlacklistPage() {
  const { t } = useTranslation('account-settings');
  const credential = useSettingsCredential();
  const blacklist = useBlacklist(credential._id);
  const save = useSaveBlacklist(credential._id);
  const [text, setText] = useState<Record<keyof Blacklist, string>>({ profile: '', company: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Blacklist, string>>>({});

  useEffect(() => {
    if (blacklist.data)
      setText({ profile: blacklist.data.profile.join('\n'), company: blacklist.data.company.join('\n') });
  }, [blacklist.data]);

  if (blacklist.isPending) return <PageState kind="loading" />;
  if (blacklist.isError)
    return <PageState kind="error" title={t('loadError')} description={translateError(blacklist.error)} />;

  const submit = (kind: keyof Blacklist) => {
    const parsed = blacklistBodySchema.safeParse({ kind, values: lines(text[kind]) });
    if (!parsed.success) return setErrors({ [kind]: translateMessage(parsed.error.issues[0]?.message) });
    setErrors({});
    save.mutate(parsed.data, { onSuccess: () => notify.success(t('saved')), onError: notify.error });
  };

  const block = (kind: keyof Blacklist) => (
    <SectionCard
      key={kind}
      title={t(`blacklist.${kind}Title`)}
      description={t(`blacklist.${kind}Text`)}
      action={
        <Badge variant="light">
          {t('blacklist.count', { count: lines(text[kind]).length, max: BLACKLIST_MAX_ENTRIES })}
        </Badge>
      }
    >
      <Textarea
        autosize
        minRows={8}
        maxRows={16}
        placeholder={t(`blacklist.${kind}Placeholder`)}
        value={text[kind]}
        error={errors[kind]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText((prev) => ({ ...prev, [kind]: value }));
        }}
        aria-label={t(`blacklist.${kind}Title`)}
        data-testid={`blacklist-${kind}`}
      />
      <Group justify="flex-end">
        <Button
          onClick={() => submit(kind)}
          loading={save.isPending && save.variables?.kind === kind}
          data-testid={`save-blacklist-${kind}`}
        >
          {t('save')}
        </Button>
      </Group>
    </SectionCard>
  );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack>{block('profile')}</Stack>
      <Stack>{block('company')}</Stack>
    </SimpleGrid>
  );
}
