import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as { title: string; text: string }[];
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`${doc}.title`)}</Title>
      <Text c="dimmed">{t(`${doc}.intro`)}</Text>
      {sections.map((section) => (
        <Stack gap={6} key={section.title}>
          <Title order={3}>{section.title}</Title>
          <Text>{section.text}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

export const TermsPage = () => <LegalDocument doc="terms" />;
export const PrivacyPage = () => <LegalDocument doc="privacy" />;
