import type { EmployeeProfile } from './entities.js';

/** 001 §9: the default sender name, and the profile name used when none is chosen. */
export const DEFAULT_EMPLOYEE_NAME = 'Aurora';
export const FALLBACK_EMPLOYEE_NAME = 'Emma';

/**
 * GET /employees/employee_profiles (001 §9: the sample generator pairs up to 8 names and photos). The photos
 * are drawn by the web from the name (initials on a colour), so no picture of a real person is shipped.
 */
export const EMPLOYEE_PROFILES: readonly EmployeeProfile[] = [
  'Aurora',
  'Emma',
  'Liam',
  'Sofia',
  'Noah',
  'Mila',
  'Lucas',
  'Ines',
].map((name) => ({ id: `profile-${name.toLowerCase()}`, name, photo: null, description: null }));
