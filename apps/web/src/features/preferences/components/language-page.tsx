import { Card, SegmentedControl, Stack, Text, useMantineColorScheme, Radio, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../../lib/i18n';
import { UserSettingsTabs } from './user-settings-tabs';
import { PageTitle } from '../../../components/page-title';

/** /preferences/user/language: interface language and theme. */
export function LanguagePage() {
  const { t, i18n } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle>{t('preferences.userTitle')}</PageTitle>
      <UserSettingsTabs />
      <Card padding="lg" maw={640}>
        <Stack gap="md">
          <Text fw={600}>{t('preferences.language')}</Text>
          <Radio.Group value={i18n.language} onChange={(value) => changeLanguage(value as LanguageCode)}>
            <Stack gap="xs">
              {LANGUAGES.map((language) => (
                <Radio key={language.code} value={language.code} label={language.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            {t('preferences.languageReloadHint')}
          </Text>
        </Stack>
      </Card>
      <Card padding="lg" maw={640}>
        <Group justify="space-between">
          <Text fw={600}>{t('preferences.theme')}</Text>
          <SegmentedControl
            value={colorScheme === 'dark' ? 'dark' : 'light'}
            onChange={(value) => setColorScheme(value as 'light' | 'dark')}
            data={[
              { value: 'light', label: t('preferences.lightTheme') },
              { value: 'dark', label: t('preferences.darkTheme') },
            ]}
          />
        </Group>
      </Card>
    </Stack>
  );
}
