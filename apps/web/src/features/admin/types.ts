// The admin console's shapes: the domain's, never retyped.
export type {
  AdminConfig,
  AdminCustomer,
  AdminSession,
  AdminUser,
  CustomerInfo,
  CustomersPage,
  DemoUser,
  Impersonation,
  ImpersonationStart,
  Manager,
  ManagerKind,
  PrepaidCustomer,
  StripeCustomer,
  UsersPage,
} from '@leadloop/domain/admin/entities';
export {
  CUSTOMER_ORDERS,
  CUSTOMER_STATUSES,
  CUSTOMER_SUBSCRIPTIONS,
  CUSTOMER_TYPES,
  CUSTOMERS_PAGE_SIZE,
  MANAGER_KINDS,
  NOTE_FILTERS,
  UNLIMITED_TIER,
} from '@leadloop/domain/admin/constants';
