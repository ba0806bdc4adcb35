/** 000 §2 the dialer's integration pages (the settings icon's dialer-manage is the numbers' page). */
export const PHONE_NUMBERS_PATH = '/integrations/dialer/phone-numbers';
export const CALL_RECORDINGS_PATH = '/integrations/dialer/call-recordings';
