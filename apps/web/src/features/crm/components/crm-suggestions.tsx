import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useCrmSuggestions, useSuggestCrm } from '../api/extras';

/** /crm/: the CRMs the team asked for (GET suggestions) and a way to ask for one more. */
export function CrmSuggestions() {
  const { t } = useTranslation('crm');
  const suggestions = useCrmSuggestions();
  const suggest = useSuggestCrm();
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return;
    suggest.mutate(value, {
      onSuccess: () => {
        notify.success(t('suggestSent', { name: value }));
        setName('');
      },
      onError: notify.error,
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="crm-suggestions">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('suggestTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('suggestText')}
        </Text>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('suggestLabel')}
              placeholder={t('suggestPlaceholder')}
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" loading={suggest.isPending} disabled={!name.trim()}>
              {t('suggestSend')}
            </Button>
          </Group>
        </form>
        <Text size="sm" fw={500}>
          {t('suggestAsked')}
        </Text>
        {suggestions.isPending ? (
          <Loader size="sm" aria-label={t('suggestAsked')} />
        ) : suggestions.isError ? (
          <Alert color="red" variant="light" title={t('suggestLoadError')}>
            <Button size="xs" variant="light" color="red" onClick={() => void suggestions.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : suggestions.data.suggestions.length ? (
          <Group gap="xs" data-testid="crm-suggestions-list">
            {suggestions.data.suggestions.map((s) => (
              <Badge key={s} variant="outline" color="gray" tt="none">
                {s}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('suggestNone')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
