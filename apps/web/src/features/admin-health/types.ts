export type {
  HealthCustomer,
  HealthMain,
  HealthNotify,
  HealthRule,
  HealthRuleBody,
} from '@leadloop/domain/health-index/entities';
export type { BrandCharts, Monitoring } from '@leadloop/domain/monitoring/entities';
export type { HealthBand, HealthIndexTrigger } from '@leadloop/domain/health-index/rules';
