export type {
  ApiToken,
  CreatedApiToken,
  CreatedWebhook,
  WebhookDelivery,
  WebhookSubscription,
} from '@leadloop/domain/integrations/entities';
export type { EventTrigger, IntegrationCategory } from '@leadloop/domain/integrations/enums';
