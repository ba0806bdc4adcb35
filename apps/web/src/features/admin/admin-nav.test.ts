import { describe, expect, it } from 'vitest';
import { adminNavItems } from './admin-nav';

const keys = (...args: Parameters<typeof adminNavItems>) => adminNavItems(...args).map((item) => item.key);

describe('admin console navigation: charts-admin for brands with charts_admin (000 §2)', () => {
  it('a platform admin sees charts only where the brand has charts_admin', () => {
    expect(keys('platform_admin', [])).not.toContain('charts');
    expect(keys('platform_admin', ['changelog'])).not.toContain('charts');
    expect(keys('platform_admin', ['charts_admin'])).toContain('charts');
    expect(keys('platform_admin', [])).toContain('monitoring');
  });
  it('a super admin always sees charts; brand-bound roles never do', () => {
    expect(keys('super_admin', [])).toContain('charts');
    expect(keys('whitelabel_admin', ['charts_admin'])).not.toContain('charts');
    expect(keys('manager', ['charts_admin'])).toEqual(['customers']);
  });
});
