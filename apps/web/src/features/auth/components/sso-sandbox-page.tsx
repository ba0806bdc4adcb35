import { Alert, Badge, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandGoogleFilled, IconBrandWindows, IconFlask } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ssoProviderSchema, ssoSandboxConsentBodySchema } from '@leadloop/domain/auth/rules';
import { sharedSchemaResolver } from '../../../lib/form';
import { useBrand } from '../../brand';
import { useSandboxConsent } from '../api/sso';
import { AuthHeading } from './auth-heading';
import { FormAlert } from './form-alert';
import { NameFields } from './credential-fields';

/** Product names, the same in every language. */
const PROVIDER_NAMES = { google: 'Google', microsoft: 'Microsoft' } as const;
const PROVIDER_ICONS = { google: IconBrandGoogleFilled, microsoft: IconBrandWindows } as const;

const identitySchema = ssoSandboxConsentBodySchema
  .pick({ first_name: true, last_name: true })
  .extend({ email: ssoSandboxConsentBodySchema.shape.email.unwrap(), email_verified: z.boolean() });

/**
 * /auth/sso/sandbox?provider=…: the sandbox provider's sign-in page (only with SANDBOX_GRANTS=1). The
 * person says who they continue as — no Google or Microsoft account is involved — and the browser goes
 * back to our callback as it would from the real provider.
 */
export function SsoSandboxPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const site = useBrand().data?.name ?? '';
  const consent = useSandboxConsent();
  const provider = ssoProviderSchema.safeParse(params.get('provider')).data;
  const request = {
    redirect_uri: params.get('redirect_uri') ?? '',
    state: params.get('state') ?? '',
    nonce: params.get('nonce') ?? '',
    code_challenge: params.get('code_challenge') ?? '',
  };
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', first_name: '', last_name: '', email_verified: true },
    validate: sharedSchemaResolver(identitySchema),
  });
  const leaving = consent.isPending || consent.isSuccess;

  if (!provider || Object.values(request).some((v) => !v))
    return (
      <Stack gap="md">
        <AuthHeading title={t('sso.failedTitle')} />
        <Alert color="red" variant="light" role="alert">
          {t('sso.sandbox.badRequest')}
        </Alert>
      </Stack>
    );

  const providerName = PROVIDER_NAMES[provider];
  const ProviderIcon = PROVIDER_ICONS[provider];
  const onSubmit = form.onSubmit((values) =>
    consent.mutate({
      ...request,
      email: values.email.trim(),
      first_name: values.first_name.trim() || undefined,
      last_name: values.last_name.trim() || undefined,
      email_verified: values.email_verified,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group justify="space-between" gap="sm" mb="md">
        <Group gap={8}>
          <ProviderIcon size={22} aria-hidden />
          <Text fw={600}>{providerName}</Text>
        </Group>
        <Badge color="grape" variant="light" leftSection={<IconFlask size={14} aria-hidden />}>
          {t('sso.sandbox.badge')}
        </Badge>
      </Group>
      <AuthHeading
        title={t('sso.sandbox.title', { provider: providerName })}
        subtitle={t('sso.sandbox.subtitle', { site })}
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('sso.sandbox.explain', { provider: providerName })}
        </Text>
        <Alert color="grape" variant="light" data-testid="sso-sandbox-new-only">
          {t('sso.sandbox.newOnly')}
        </Alert>
        <FormAlert error={consent.error} />
        <TextInput
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <NameFields form={form} />
        <Checkbox
          label={t('sso.sandbox.verified', { provider: providerName })}
          key={form.key('email_verified')}
          {...form.getInputProps('email_verified', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" fullWidth loading={leaving && !consent.variables?.cancelled}>
          {t('sso.sandbox.continue', { site })}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          fullWidth
          disabled={leaving}
          onClick={() => consent.mutate({ ...request, cancelled: true })}
        >
          {t('sso.sandbox.cancel')}
        </Button>
      </Stack>
    </form>
  );
}
