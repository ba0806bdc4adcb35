/** The driver's wait reasons (providers/network/driver.ts) in the domain's 001 §8 wording. */
export const DRIVER_WAIT_TO_DOMAIN: Record<string, string> = {
  run_out_of_credits: 'out_of_credits',
  profile_is_closed: 'profile_closed',
  inmail_forbidden: 'inmail_forbidden',
  needs_sales_navigator_subscription: 'needs_sales_navigator',
  profile_is_not_premium: 'profile_not_premium',
  closed_for_messaging: 'closed_for_group_messaging',
  inmail_over_1900_characters: 'inmail_too_long',
  connection_request_over_200_characters: 'connection_note_too_long',
  profile_action_declined: 'profile_action_declined',
};
