import { Button } from '@mantine/core';
import { Menu } from '../../../components/deferred-mantine';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../../lib/i18n';

/** Language picker; choosing reloads the page (000 §1). */
export function LanguageMenu({ variant = 'subtle' }: { variant?: 'subtle' | 'default' }) {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant={variant}
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} />}
          aria-label={t('preferences.language')}
          data-testid="language-menu"
        >
          {current.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            onClick={() => language.code !== current.code && changeLanguage(language.code as LanguageCode)}
            rightSection={language.code === current.code ? <IconCheck size={14} /> : null}
            lang={language.code}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
