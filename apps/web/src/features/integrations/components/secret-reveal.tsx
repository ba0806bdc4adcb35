import { ActionIcon, Alert, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A secret or token shown once, right after it was made, with a copy button. */
export function SecretReveal({
  title,
  value,
  onClose,
}: {
  title: string;
  value: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  return (
    <Alert
      color="teal"
      variant="light"
      title={title}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('dismiss')}
    >
      <Text size="sm" mb="xs">
        {t('shownOnce')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="secret-value" style={{ wordBreak: 'break-all', flex: 1 }}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('copied') : t('copy')}>
              <ActionIcon variant="light" onClick={copy} aria-label={t('copy')}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
