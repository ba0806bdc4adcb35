import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { validateWhitelabelAuth } from '@leadloop/domain/admin/rules';
import { BRAND_FEATURES, isBrandFeature } from '@leadloop/domain/admin/brand-features';
import { translateMessage } from '../../../lib/messages';
import { useAdminAccess } from '../../admin-plans';
import { CustomerDomainsEditor, customerHostsValid } from '../components/customer-domains';
import { SaveBar } from '../components/save-bar';
import { useSaveWhitelabel } from '../components/use-save';
import type { Whitelabel } from '../types';
import { useWhitelabelContext } from './whitelabel-layout';

type Link = { label: string; url: string };
const AUTH_KEYS = [
  'is_password_auth_enabled',
  'is_google_auth_enabled',
  'is_microsoft_auth_enabled',
  'is_ui_registration_enabled',
  'is_ghl_only_registration',
] as const;
const FLAG_KEYS = ['hide_health_panel', 'hide_subscription_notices', 'hide_seat_counts'] as const;

/** Settings a platform admin sets; a white-label admin sees them read-only (the API refuses them too). */
const PLATFORM_ONLY = [
  'flags',
  'is_billing_enabled',
  'is_buzz',
  'restriction',
  'hosts',
  'allow_customer_domains',
  'customer_hosts',
] as const;

/**
 * options: network name, links, authorization (001 §5), brand flags, Buzz group, restricted brand, hosts
 * and per-customer domains.
 */
export function OptionsTab() {
  const { t } = useTranslation('admin-whitelabels');
  const { whitelabel: wl } = useWhitelabelContext();
  const { save, saving } = useSaveWhitelabel(wl.brand);
  const [draft, setDraft] = useState(() => pick(wl));
  const patch = (p: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...p }));
  const authVerdict = validateWhitelabelAuth(draft.auth);
  const dirty = JSON.stringify(draft) !== JSON.stringify(pick(wl));
  const access = useAdminAccess();
  const locked = !access.isPlatformAdmin;
  const hostsValid = !draft.allow_customer_domains || customerHostsValid(draft.customer_hosts);
  const names = Object.fromEntries(wl.customer_hosts.map((h) => [h.space_id, h.space_name ?? h.space_id]));
  const onSave = () => {
    const body: Partial<typeof draft> = {
      ...draft,
      customer_hosts: draft.allow_customer_domains ? draft.customer_hosts : [],
    };
    if (locked) for (const key of PLATFORM_ONLY) delete body[key];
    save(body);
  };

  return (
    <Stack gap="lg">
      <Card>
        <Stack>
          <TextInput
            label={t('options.networkName')}
            description={t('options.networkNameHint')}
            value={draft.network_name}
            onChange={(e) => patch({ network_name: e.currentTarget.value })}
          />
          <TextInput
            label={t('options.clientLink')}
            description={t('options.clientLinkHint')}
            value={draft.client_link ?? ''}
            onChange={(e) => patch({ client_link: e.currentTarget.value || null })}
          />
          <LinksEditor
            label={t('options.sidebarLinks')}
            links={draft.sidebar_links}
            onChange={(sidebar_links) => patch({ sidebar_links })}
          />
          <LinksEditor
            label={t('options.bottomLinks')}
            links={draft.bottom_links}
            onChange={(bottom_links) => patch({ bottom_links })}
          />
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Text fw={600}>{t('options.authorization')}</Text>
          {AUTH_KEYS.map((key) => (
            <Switch
              key={key}
              label={t(`options.auth.${key}`)}
              checked={draft.auth[key]}
              onChange={(e) => patch({ auth: { ...draft.auth, [key]: e.currentTarget.checked } })}
            />
          ))}
          {authVerdict !== true && (
            <Text size="sm" c="red" role="alert">
              {translateMessage(authVerdict)}
            </Text>
          )}
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Text fw={600}>{t('options.flags')}</Text>
          {locked && (
            <Text size="sm" c="dimmed">
              {t('options.platformOnly')}
            </Text>
          )}
          {FLAG_KEYS.map((key) => (
            <Switch
              key={key}
              label={t(`options.flag.${key}`)}
              checked={draft.flags[key]}
              disabled={locked}
              onChange={(e) => patch({ flags: { ...draft.flags, [key]: e.currentTarget.checked } })}
            />
          ))}
          <MultiSelect
            label={t('options.brandFeatures')}
            description={t('options.brandFeaturesHint')}
            data={BRAND_FEATURES.map((value) => ({ value, label: t(`options.brandFeature.${value}`) }))}
            value={draft.flags.brand_features}
            disabled={locked}
            clearable
            comboboxProps={{ withinPortal: true }}
            onChange={(picked) =>
              patch({ flags: { ...draft.flags, brand_features: picked.filter(isBrandFeature) } })
            }
            data-testid="brand-features"
          />
          {draft.flags.brand_features.includes('feature_requests') && (
            <TextInput
              label={t('options.featureRequestUrl')}
              description={t('options.featureRequestUrlHint')}
              placeholder="https://"
              value={draft.flags.feature_request_url ?? ''}
              disabled={locked}
              onChange={(e) =>
                patch({ flags: { ...draft.flags, feature_request_url: e.currentTarget.value || null } })
              }
            />
          )}
          <Switch
            label={t('options.billingEnabled')}
            checked={draft.is_billing_enabled}
            disabled={locked}
            onChange={(e) => patch({ is_billing_enabled: e.currentTarget.checked })}
          />
          <Switch
            label={t('options.buzz')}
            description={t('options.buzzHint')}
            checked={draft.is_buzz}
            disabled={locked}
            onChange={(e) => patch({ is_buzz: e.currentTarget.checked })}
          />
          <Switch
            label={t('options.restricted')}
            description={t('options.restrictedHint')}
            checked={draft.restriction.is_restricted}
            disabled={locked}
            onChange={(e) =>
              patch({ restriction: { ...draft.restriction, is_restricted: e.currentTarget.checked } })
            }
            data-testid="wl-restricted"
          />
          {draft.restriction.is_restricted && (
            <NumberInput
              size="md"
              label={t('options.maxCredentials')}
              value={draft.restriction.max_credentials ?? ''}
              min={0}
              disabled={locked}
              onChange={(v) =>
                patch({ restriction: { ...draft.restriction, max_credentials: v === '' ? null : Number(v) } })
              }
              maw={240}
            />
          )}
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Text fw={600}>{t('options.domains')}</Text>
          {locked && (
            <Text size="sm" c="dimmed">
              {t('options.platformOnly')}
            </Text>
          )}
          <TagsInput
            label={t('options.hosts')}
            description={t('options.hostsHint')}
            value={draft.hosts}
            disabled={locked}
            onChange={(hosts) => patch({ hosts: hosts.map((h) => h.trim().toLowerCase()) })}
            data-testid="wl-hosts"
          />
          <Switch
            label={t('options.customerDomains')}
            description={t('options.customerDomainsHint')}
            checked={draft.allow_customer_domains}
            disabled={locked}
            onChange={(e) => patch({ allow_customer_domains: e.currentTarget.checked })}
            data-testid="wl-customer-domains"
          />
          {draft.allow_customer_domains && (
            <CustomerDomainsEditor
              brand={wl.brand}
              rows={draft.customer_hosts}
              names={names}
              disabled={locked}
              onChange={(customer_hosts) => patch({ customer_hosts })}
            />
          )}
        </Stack>
      </Card>
      <SaveBar dirty={dirty && authVerdict === true && hostsValid} saving={saving} onSave={onSave} />
    </Stack>
  );
}

function pick(wl: Whitelabel) {
  return {
    network_name: wl.network_name,
    client_link: wl.client_link,
    sidebar_links: wl.sidebar_links,
    bottom_links: wl.bottom_links,
    auth: wl.auth,
    flags: wl.flags,
    is_billing_enabled: wl.is_billing_enabled,
    is_buzz: wl.is_buzz,
    restriction: wl.restriction,
    hosts: wl.hosts,
    allow_customer_domains: wl.allow_customer_domains,
    customer_hosts: wl.customer_hosts.map(({ host, space_id }) => ({ host, space_id })),
  };
}

function LinksEditor({
  label,
  links,
  onChange,
}: {
  label: string;
  links: Link[];
  onChange: (l: Link[]) => void;
}) {
  const { t } = useTranslation('admin-whitelabels');
  const set = (index: number, p: Partial<Link>) =>
    onChange(links.map((l, i) => (i === index ? { ...l, ...p } : l)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {links.map((link, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            aria-label={t('options.linkLabel')}
            placeholder={t('options.linkLabel')}
            value={link.label}
            onChange={(e) => set(index, { label: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={t('options.linkUrl')}
            placeholder="https://"
            value={link.url}
            onChange={(e) => set(index, { url: e.currentTarget.value })}
            style={{ flex: 2 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('options.removeLink')}
            onClick={() => onChange(links.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange([...links, { label: '', url: '' }])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('options.addLink')}
      </Button>
    </Stack>
  );
}
