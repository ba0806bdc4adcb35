import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ZAPIER_ACTION_LABELS,
  ZAPIER_TRIGGER_LABELS,
  zapierRecipe,
} from '@leadloop/domain/integrations/recipes';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { INTEGRATION_KINDS, kindName } from '../catalog';

const WEBHOOKS = '/integrations/automation/webhook';

/**
 * /integrations/recipe/{type} (and /integrations/converge_hub): a tool with no native connection, connected
 * through Zapier — the exact trigger and action to pick, and where to see it work (the webhooks page).
 */
export function RecipePage({ type, children }: { type: string; children?: ReactNode }) {
  const { t } = useTranslation('integrations');
  const recipe = zapierRecipe(type);
  const kind = INTEGRATION_KINDS.find((k) => k.type === type && k.availability === 'zapier');
  if (!recipe || !kind) return <ErrorState kind="notFound" />;
  const name = kindName(type);
  const quote = (text: string) => t('recipe.quote', { text });
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={`/integrations?type=${kind.category}`} size="sm">
          {t('back')}
        </Anchor>
        <Group gap="xs">
          <PageTitle>{name}</PageTitle>
          <Badge variant="light">{t('viaZapier')}</Badge>
        </Group>
        <Text c="dimmed">{t('recipe.subtitle', { name })}</Text>
      </div>
      <Card withBorder padding="lg" maw={720} data-testid="recipe">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('recipe.title')}
          </Title>
          <List type="ordered" size="sm" spacing={6}>
            <List.Item>
              <Anchor component={Link} to="/integrations/api" underline="always">
                {t('recipe.stepToken')}
              </Anchor>
            </List.Item>
            <List.Item>{t('recipe.stepZap')}</List.Item>
            {recipe.direction === 'out' ? (
              <>
                <List.Item data-testid="recipe-trigger">
                  {t(recipe.events.length > 1 ? 'recipe.stepTriggerOutEach' : 'recipe.stepTriggerOut', {
                    triggers: recipe.events.map((e) => quote(ZAPIER_TRIGGER_LABELS[e])).join(', '),
                  })}
                </List.Item>
                <List.Item data-testid="recipe-action">
                  {t('recipe.stepActionOut', { action: `${recipe.zapierApp} — ${recipe.appAction}` })}
                </List.Item>
                <List.Item>
                  {t('recipe.stepCheckOut')}{' '}
                  <Anchor component={Link} to={WEBHOOKS} underline="always">
                    {t('recipe.webhooksLink')}
                  </Anchor>
                </List.Item>
              </>
            ) : (
              <>
                <List.Item data-testid="recipe-trigger">
                  {t('recipe.stepTriggerIn', { trigger: `${recipe.zapierApp} — ${recipe.appTrigger}` })}
                </List.Item>
                <List.Item data-testid="recipe-action">
                  {t('recipe.stepActionIn', { action: ZAPIER_ACTION_LABELS[recipe.action] })}
                </List.Item>
                <List.Item>
                  {t('recipe.stepCheckIn')}{' '}
                  <Anchor component={Link} to={WEBHOOKS} underline="always">
                    {t('recipe.webhooksLink')}
                  </Anchor>
                </List.Item>
              </>
            )}
          </List>
          {recipe.direction === 'out' && (
            <Text size="sm" c="dimmed" data-testid="recipe-events">
              {t('recipe.events', { events: recipe.events.map((e) => t(`events.${e}`)).join(', ') })}
            </Text>
          )}
        </Stack>
      </Card>
      {children}
    </Stack>
  );
}
