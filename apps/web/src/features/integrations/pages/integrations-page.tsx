import { Badge, Button, Card, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ZAPIER_ACTION_LABELS, zapierRecipe } from '@leadloop/domain/integrations/recipes';
import { isRemoteCrmPlatform } from '@leadloop/domain/crm/platforms';
import { PageTitle } from '../../../components/page-title';
import { useAppSessionContext } from '../../spaces';
import { useApiTokens } from '../api/api-tokens';
import { useWebhooks } from '../api/webhooks';
import { useCalendly } from '../api/calendly';
import { EmailMailboxes } from '../components/email-mailboxes';
import { OAuthReturn } from '../components/oauth-return';
import {
  INTEGRATION_CATEGORIES,
  INTEGRATION_KINDS,
  isCategory,
  isZapierHook,
  kindName,
  type IntegrationKind,
} from '../catalog';

/** A Zapier kind's card: what starts the zap and what it does, with Zapier's own names. */
function recipeSummary(type: string, t: TFunction<'integrations'>) {
  const recipe = zapierRecipe(type);
  if (!recipe) return null;
  return recipe.direction === 'out'
    ? t('recipe.cardOut', {
        trigger: recipe.events.map((e) => t(`events.${e}`)).join(' / '),
        action: recipe.appAction,
        app: recipe.zapierApp,
      })
    : t('recipe.cardIn', {
        trigger: recipe.appTrigger,
        app: recipe.zapierApp,
        action: ZAPIER_ACTION_LABELS[recipe.action],
      });
}

type Status = 'connected' | 'disconnected' | 'disabled';
const STATUS_COLOR: Record<Status, string> = { connected: 'teal', disconnected: 'gray', disabled: 'orange' };

/** 000 §2 /integrations (and ?type=crm…): every category and kind of 001 §3 with its status. */
export function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const tab = isCategory(type) ? type : 'all';
  const webhooks = useWebhooks();
  const tokens = useApiTokens();
  const { workspace } = useAppSessionContext();
  const calendly = useCalendly();

  const statusOf = (kind: IntegrationKind): Status | null => {
    if (kind.type === 'webhook') {
      const list = webhooks.data ?? [];
      if (list.some((w) => w.enabled)) return 'connected';
      return list.length ? 'disabled' : 'disconnected';
    }
    if (kind.type === 'api') return tokens.data?.length ? 'connected' : 'disconnected';
    if (isRemoteCrmPlatform(kind.type))
      return workspace?.crm_tokens?.[kind.type] ? 'connected' : 'disconnected';
    if (kind.type === 'zapier')
      return (webhooks.data ?? []).some((w) => w.enabled && isZapierHook(w.url))
        ? 'connected'
        : 'disconnected';
    if (kind.type === 'calendly') return calendly.data?.connected ? 'connected' : 'disconnected';
    return null;
  };

  const shown = tab === 'all' ? INTEGRATION_CATEGORIES : [tab];
  // The OAuth return address of the email providers is this page: ?code=…&state=… (or ?error=…).
  const oauthState = params.get('state');
  const finishOAuth = useCallback(() => setParams({ type: 'email' }, { replace: true }), [setParams]);
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {oauthState && (
        <OAuthReturn
          state={oauthState}
          code={params.get('code')}
          error={params.get('error')}
          onDone={finishOAuth}
        />
      )}
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'all' ? { type: value } : {}, { replace: true })}
      >
        <Tabs.List>
          <Tabs.Tab value="all">{t('categories.all')}</Tabs.Tab>
          {INTEGRATION_CATEGORIES.map((c) => (
            <Tabs.Tab key={c} value={c}>
              {t(`categories.${c}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {shown.map((category) => (
        <Stack key={category} gap="sm" component="section" aria-labelledby={`category-${category}`}>
          <Title order={2} size="h4" id={`category-${category}`}>
            {t(`categories.${category}`)}
          </Title>
          {category === 'email' ? (
            <EmailMailboxes />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {INTEGRATION_KINDS.filter((k) => k.category === category).map((kind) => (
                <KindCard key={`${category}-${kind.type}`} kind={kind} status={statusOf(kind)} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function KindCard({ kind, status }: { kind: IntegrationKind; status: Status | null }) {
  const { t } = useTranslation('integrations');
  const name = kindName(kind.type);
  return (
    <Card withBorder padding="md" data-testid={`integration-${kind.type}`}>
      <Stack gap="xs" h="100%" align="flex-start">
        <Text fw={600}>{name}</Text>
        {status ? (
          <Badge variant="light" color={STATUS_COLOR[status]}>
            {t(`status.${status}`)}
          </Badge>
        ) : kind.availability === 'zapier' ? (
          <Badge variant="light">{t('viaZapier')}</Badge>
        ) : null}
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {kind.availability === 'zapier'
            ? recipeSummary(kind.type, t)
            : kind.availability === 'page'
              ? t(`describe.${kind.type}`)
              : t('perAccount')}
        </Text>
        {kind.to ? (
          <Button
            component={Link}
            to={kind.to}
            variant="light"
            size="xs"
            aria-label={t('manageKind', { name })}
          >
            {t('manage')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
