import { Badge, Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogleFilled, IconBrandWindows } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SsoProvider } from '@leadloop/domain/auth/rules';
import { useStartSso } from '../api/sso';
import { FormAlert } from './form-alert';

const ICONS = { google: IconBrandGoogleFilled, microsoft: IconBrandWindows } as const;

/**
 * A "Continue with Google / Microsoft" button per method the brand enables (001 §5), with an "or" line
 * above the password form when there is one. `sandbox`: the buttons lead to the sandbox, and say so.
 */
export function SsoButtons({
  methods,
  withDivider,
  sandbox,
}: {
  methods: { google: boolean; microsoft: boolean };
  withDivider: boolean;
  sandbox: boolean;
}) {
  const { t } = useTranslation('auth');
  const start = useStartSso();
  const providers = (['google', 'microsoft'] as const).filter((p) => methods[p]);
  if (providers.length === 0) return null;
  const busy = (provider: SsoProvider) =>
    (start.isPending || start.isSuccess) && start.variables === provider;
  return (
    <Stack gap="sm">
      <FormAlert error={start.error} />
      {providers.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <Button
            key={provider}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon size={18} aria-hidden />}
            rightSection={
              sandbox ? (
                <Badge color="grape" variant="light" size="sm">
                  {t('sso.sandbox.badge')}
                </Badge>
              ) : undefined
            }
            loading={busy(provider)}
            disabled={!busy(provider) && (start.isPending || start.isSuccess)}
            onClick={() => start.mutate(provider)}
          >
            {t(`sso.continueWith.${provider}`)}
          </Button>
        );
      })}
      {withDivider && <Divider label={t('sso.or')} labelPosition="center" my={4} />}
    </Stack>
  );
}
