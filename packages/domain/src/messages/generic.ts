/**
 * The texts of 001 §8 a client needs before anything else (network failures, an expired session, the
 * state of an account in the sidebar): modules of their own, so the web's first screen does not carry
 * the whole catalogue. The catalogue (./catalogue.ts) includes them: one definition each.
 */
export const GENERIC_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  tokenNotValid: 'Token is not valid',
  failedToFetch: 'Failed to fetch',
  redirectIn15Seconds: 'You are going to be redirected in 15 seconds',
  responseTimedOut: 'Response timed out, please try again',
} as const;

/** 001 §8 texts of an account's state and the add-account wizard, shown in the signed-in shell's sidebar. */
export const ACCOUNT_STATE_MESSAGES = {
  chooseCountry: 'Choose your country',
  phoneRequestExpired: 'Request for adding a phone number has expired',
  twoFactorOnlyMicrosoft:
    'Currently, we support only Microsoft two step verification. Please, contact tech support to connect your account',
  twoFactorWrong: '2FA username or password is wrong, please update it.',
  fixAllErrors: 'Fix all errors, before continue',
} as const;
