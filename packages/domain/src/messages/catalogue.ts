import { ACCOUNT_STATE_MESSAGES, GENERIC_MESSAGES } from './generic.js';

/**
 * Every fixed user-facing text of the spec (001 §8 error catalogue, §5 validation messages, §4 state texts).
 * The server throws with `MESSAGES.<code>`; the web shows the text, translated by code (see ./i18n).
 * Where the spec names only a translation key (e.g. `spaceAlreadyActive`, `credCreated`), the English text
 * here is our wording and is marked "(key only in spec)".
 * Texts with parameters live in ./format.ts (MESSAGE_TEMPLATES).
 */
export const MESSAGES = {
  // ── Generic (001 §8) ──
  ...GENERIC_MESSAGES,
  ...ACCOUNT_STATE_MESSAGES,
  failedToLoadAudio: 'Failed to load audio.',
  unauthorized: 'Unauthorized', // HTTP 401 default (not in spec)
  forbidden: 'Forbidden', // HTTP 403 default (not in spec)
  notFound: 'Not found', // HTTP 404 default (not in spec)
  invalidRequest: 'Invalid request', // a 400 without a more precise text (not in spec)
  unsupportedContentType: 'Unsupported content type', // HTTP 415 (not in spec)
  invalidJsonBody: 'Invalid JSON body', // a body that is not JSON (not in spec)
  tooManyRequests: 'Too many requests, please try again later', // HTTP 429 (not in spec)
  requestHeadersTooLarge: 'The request address or headers are too long', // HTTP 431 / 414 (not in spec)
  requestTimedOut: 'The request took too long to arrive', // HTTP 408 (not in spec)

  // ── Accounts (001 §8) ──
  emailAlreadyExists: 'Account with such email already exists',
  needSeat: 'You need to purchase one more seat to add an account',
  cantAddAnotherAccount: "You can't add another account",
  purchaseSubscriptionToAddAccount: 'Please purchase a subscription to add an account',
  invitedWithAnotherEmail: "You've been invited with another email",
  wrongPassword: "You've entered wrong password",
  passwordMismatch: 'Password mismatch',
  passwordsDoNotMatch: 'Passwords do not match',
  wrongPhone: 'Wrong phone',
  acceptPrivacyPolicy: 'Accept Privacy policy and ToS',
  maxCsvSize: 'Max CSV file size is 5mb',
  noAcceptedLines: 'No accepted lines were found',
  tooLongRequest: 'Too long request',
  wrongBlock: 'Wrong block',
  credentialsNotFound: 'Credentials not found',
  noCloudSeats: 'No cloud seats for this tier',
  spaceAlreadyActive: 'This workspace is already active', // (key only in spec)
  spaceSet: 'Workspace has been selected', // (key only in spec)
  noSeats: 'There are no free seats left', // (key only in spec)

  // ── Others (001 §8) ──
  adminProhibitedLimits: 'Admin has prohibited change of limits',
  voicemailInUse: 'Unable to delete a voicemail used in a campaign',
  messageToPast: 'You cannot send a message to the past',
  maintenance: 'Service is under Maintenance, check back in 5 minutes',
  checkUrl: 'Check URL',
  resolveErrors: 'Resolve errors before saving',
  emailIntegrationDown: 'This email integration is down, reconnect it',
  mailboxesPerDomainMax: 'A domain can have at most 3 mailboxes', // 001 §9 max 3 mailboxes per domain (wording ours)
  domainNotReady: 'This domain is not ready yet', // 001 §4 domain registering until ready (wording ours)
  domainTaken: 'This domain is not available', // registrar search (wording ours)
  registrarUnavailable: 'The domain registrar did not answer. Your purchase is kept: try again in a minute',
  registrarRefused: 'The domain registrar refused this purchase. Nothing was bought',
  carrierUnavailable: 'The phone carrier did not answer. Nothing was bought: try again in a minute',
  mailboxPaused: 'This mailbox is paused to protect its domain', // bounce/complaint guard (wording ours)
  aiQueryTooLong: 'AI query is taking too long, open Recent Prompts',
  aiCannotTranslateOffline: "Translation needs an AI provider: the offline assistant can't translate",
  aiAnswerInvalid: "The AI answer couldn't be used, please try again",
  aiNoVariableInText: 'Add an AI variable such as the icebreaker to the text first',
  aiStepAlreadySent: 'This step already ran for this prospect: its text can no longer change',
  aiProspectNotInCampaign:
    'This prospect is not in the campaign yet: save the campaign and add prospects first',
  aiProviderBusy: 'The AI provider is busy, please try again in a minute',
  aiNoResearchAttempts: 'No company research attempts left this month',
  aiCompanyNotFound: 'No company of that name was found. Add its website to research it.',
  aiSiteUnreachable: "Couldn't read that website, check the host name",
  aiNothingToReplyTo: 'There is no message to reply to yet',
  aiEmployeeNotActive: 'AI employee feature is not active',
  cannotGetOauthUrl: 'Can not get OAuth url',
  failedToUpdateUser: 'Failed to update user. User is not defined.',
  // ── Account mailboxes (SMTP form) and voicemail steps (wording ours) ──
  smtpHostRequired: 'Please enter the SMTP server',
  smtpHostInvalid: 'Not a valid server name',
  smtpPortInvalid: 'Port must be a number from 1 to 65535',
  smtpUsernameRequired: 'Please enter the SMTP username',
  smtpPasswordRequired: 'Please enter the SMTP password',
  smtpOauthOnly: 'This integration connects with OAuth; use SMTP to connect a mailbox here',
  mailApiKeyRequired: 'Please enter the API key', // SendGrid / SES forms (wording ours)
  sesAccessKeyInvalid: 'Not a valid AWS access key ID',
  sesRegionInvalid: 'Not a valid AWS region, e.g. eu-west-1',
  sesSecretRequired: 'Please enter the secret access key',
  oauthStateExpired: 'This connection link expired or belongs to someone else, connect again', // OAuth callback (wording ours)
  oauthNotGranted: 'The mailbox did not grant access, connect again',
  mailKeyOnly: 'This integration connects with an API key',
  voicemailStepAudioRequired: 'Choose a voicemail recording for this step',
  voicemailStepAudioNotFound: 'The chosen voicemail recording does not exist for this account',
  limitsResetWeekly: 'Connection and InMail limits reset weekly. You can lower your limits in Settings.',

  // ── Two-factor (001 §8) ──
  loginLocally: 'Something went wrong, please check your username and password and try to log in locally',

  // ── Payments and admin (001 §8; wording ours, the spec paraphrases) ──
  cardNumberIncorrect: 'Your card number is incorrect',
  paymentError: 'There was an error with your payment, please add a new card',
  cannotPurchaseSubscription: "You can't purchase a subscription now, please contact support",
  contactSalesForCredits: 'Please contact Sales to add credits',
  workspaceBlocked: 'This workspace is blocked',
  workspaceDeleted: 'This workspace is deleted',
  spaceNotFound: 'Can not find space',
  onlyPlatformAdmins: 'Only platform admins can do this',
  onlySuperAdmins: 'Only super admins can change this',
  otherBrandsCustomer: 'This customer belongs to another brand',
  // Health index rules and buzz pricing (issue 17; our wording)
  healthRuleMinBelowMax: 'Min must be less than max',
  healthRulePoints: 'Points must be between -100 and 100 and not 0',
  healthRulePercent: 'A percentage cannot be above 100',
  healthRuleOverlap: 'This range overlaps another rule of the same trigger',
  buzzPricingBuzzOnly: 'Buzz pricing is only for Buzz-type brands',
  trialNotForPaidPlan: 'This workspace is on a paid plan: it has no trial to extend',
  trialPlanUnknown: 'Choose plans that exist in the catalogue',
  brandPriceExists: 'This brand already has a price for this tier, interval and currency',
  managerNotFound: 'Manager not found',
  customerHasNoUsers: 'This customer has no user to log in as',
  cannotImpersonateYourself: 'You cannot log in as yourself',
  cannotChangeOwnRole: 'You cannot change your own admin role',
  reassignBeforeDeletingManager: 'Reassign workspaces before deleting a manager',
  enterCorrectEmail: 'Please enter correct email',
  addSupportAppId: 'Please add support app ID or Tawk login data',
  fillAllFileFields: 'Please fill all file fields',
  createBrandSettingsFirst: 'Please create brand settings first',
  selectStripePriceFirst: 'Please select Stripe price first',
  fileTooLarge: 'File is too large',
  noFileProvided: 'No file provided',
  cannotRefreshCalendly: 'Can not refresh Calendly event types',
  proxiesOutOfReserve: 'Proxies for this country are out of reserve. New ones may take up to 2 hours',
  cameraMicrophoneMissing: 'Camera and microphone are missing',
  extensionNoEmail: 'We could not get the email from the extension',
  extensionNotLoggedIn: 'Please log in to the network in this browser and try again',
  extensionNoExtraData: 'The extension did not send any extra data',
  fillAllCardFields: 'Please fill all card fields',

  // ── Dialer (001 §8) ──
  wrongPhoneNumberFormat: 'Wrong phone number format',
  selectNumber: 'Select number',
  browserNoCalls: 'Your browser doesn`t support calls',
  callFailed: 'The call could not be connected',
  noItems: 'There are no items',
  selectCountry: 'Please, select country',
  selectCategory: 'Please, select category',
  noSmsRegions: 'There are no regions with sms support',
  noOptions: 'No options',
  vendorBilling: "Please, purchase a subscription in the vendor's interface and try again",
  callHistoryEmpty: 'The history of your calls from the selected number will appear here',

  // ── Success (001 §8) ──
  successfullyPurchased: 'Successfully purchased',
  numberPurchased: 'Number has been successfully purchased',
  copiedSuccessfully: 'Copied successfully',
  emailConfirmed: 'Your email was successfully confirmed',
  emailVerified: 'Email has been successfully verified!',
  codeResent: 'Code has been resent', // (key only in spec)
  phoneSent: 'Phone number has been sent', // (key only in spec)
  twoFactorSet: 'Two-factor authentication data has been saved', // (key only in spec)
  credCreated: 'Account has been added', // (key only in spec)
  codeSent: 'Code has been sent', // (key only in spec)
  credentialsUpdated: 'Account has been updated', // (key only in spec)
  requestSent: 'Request sent',

  // ── Validation (001 §5) ──
  required: 'This field is required',
  notValidEmail: 'Not valid email',
  invalidEmail: 'Invalid email',
  emailAlreadyAdded: 'Email already added',
  pleaseEnterEmail: 'Please enter email',
  addCorrectPhone: 'Please, add correct phone number',
  nameRequired: 'Name is required',
  probabilityPositive: 'Probability must be a positive number',
  enterValidName: 'Enter valid name',
  disagreedToTerms: 'You are disagreed to Terms of Service.',
  fillRequiredFields: 'Please fill all required fields.',
  fillAllFields: 'Please fill all fields.',
  maxFieldLength250: 'Max field length is 250 characters.',
  maxQuestionLength250: 'Max question field length is 250 characters.',
  maxAnswerLength250: 'Max answer field length is 250 characters.',
  fillAllQaFields: 'Please fill all Q&A fields.',
  credentialRequired: 'Please select an account', // spec key notifications.credentialRequired
  noCalendlyUser: 'Please select a Calendly user', // spec key aiEmployees.settings.noCalendlyUser
  noCalendlyEvent: 'Please select a Calendly event', // spec key aiEmployees.settings.noCalendlyEvent
  duplicateSearch: 'Such search already exists in this campaign',
  // rules the spec states without a text (wording ours)
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  timezoneRequired: 'Please, select time zone',
  workHoursRange: 'Work hours must be between 0 and 23',
  workHoursOrder: 'Work hours end must be after start',
  invalidIp: 'Enter a valid IP address',
  portDigitsOnly: 'Port must contain digits only',
  invalidHostname: 'Enter a valid domain name',
  proxyHostRequired: 'Enter an IP address or a domain',
  securityCodeFormat: 'Code must be exactly 6 digits',
  invalidHandle: 'Handle can have up to 15 letters, digits or underscores',
  invalidColor: 'Color must be a hex value like #1a2b3c',
  colorRequired: 'Color is required',
  invalidManagerName: 'Name may contain only letters, spaces and dashes',
  managerTypeRequired: 'Manager type is required',
  voicemailDuration: 'Voicemail must be from 6 to 180 seconds long',
  voicemailWavOnly: 'Only .wav files are allowed',
  voicemailTooLarge: 'Max voicemail file size is 20mb',
  csvProfileColumnMissing: 'The CSV file needs a column with profile links',
  csvLineEmpty: 'The line is empty', // CSV import, per-line reason (wording ours)
  csvLineNoProfileLink: 'No profile link in the profile column', // (wording ours)
  csvLineInThisCampaign: 'Already in this campaign', // (wording ours)
  csvLineBlacklisted: "On the account's blacklist", // (wording ours)
  csvLineNotSaved: 'This person could not be added', // (wording ours)
  csvLineSuppressed: 'This person asked for their data to be erased and cannot be added again', // issue 42 (wording ours)
  personIdentifierInvalid: 'Enter a valid email address, phone number or profile link',
  dataRequestNotFound: 'Data request not found',
  dataRequestConfirmMismatch:
    'Type the same email address, phone number or profile link to confirm the erasure',
  dataRequestAlreadyErased: "This person's data has already been erased",
  agencyGroupNotFound: 'Agency group not found',
  agencySpaceTaken: 'A workspace is already in another agency group',
  webhookUpdateTypeRequired: 'Select at least one update type',
  webhookNotFound: 'Webhook not found', // (not in spec)
  webhookDeliveryNotFound: 'Delivery not found', // (not in spec)
  webhookUrlRefused: 'This URL points to a private or local address; webhooks may only call public addresses', // SSRF (not in spec)
  apiTokenNotFound: 'API token not found', // (not in spec)
  apiTokenNotAllowed: 'An API token reaches its workspace only; sign in to do this', // (not in spec)
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request', // (not in spec)
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still in progress', // (not in spec)
  templateNameRequired: 'Template name is required',
  videoNameRequired: 'Video name is required',
  videoNotFound: 'Video not found', // (not in spec)
  videoRecordingRequired: 'Record or upload the video first', // (not in spec)
  videoFileUnsupported: 'This file is not a video that can be played', // (not in spec)
  videoRenderFailed: 'The personalised video could not be rendered', // (not in spec)
  scenarioNeedsRecordingOrName: 'Add a recording or a name to the scenario',
  delayTooSmall: 'The delay is too small',
  taskMessageRequired: 'Task message can not be empty',
  whitelabelAuthMethodRequired: 'At least one authorization method must be active',
  whitelabelUiAndGhlRegistration: 'UI registration and GHL-only registration can not both be on',
  whitelabelPasswordWithGhlOnly: 'Password authorization can not be on with GHL-only registration',
  avatarRequired: 'Please add an avatar',
  avatarTooLarge: 'The avatar is too large',
  inmailTooLong: 'InMail can not be longer than 1900 characters',
  connectionNoteTooLong: 'Connection request can not be longer than 200 characters',
  titleChosenTwice: 'This title is already chosen',
  tagChosenTwice: 'This tag is already chosen',
  regionRequired: 'Please, select region',
  stateRequired: 'Please, select state',
  countMustBeNumber: 'Count must be a number',
  redirectNumberNumeric: 'Redirect number must contain digits only',
  followUpCountRange: 'Number of follow-ups must be from 1 to 5',
  magicCampaignsMax: 'Up to 5 campaigns can be generated at once.',
  oneInmailStep: 'A campaign can have only one InMail step',
  oneConnectionRequestStep: 'A campaign can have only one connection request step',
  oneConnectionByEmailStep: 'A campaign can have only one connection by email step',
  connectionByEmailBeforeRequest: 'Connection by email must come before the connection request',
  oneVideoPerMessage: 'A message can contain only one video',
  noVideoInEmailOnly: 'Videos can not be used in email-only campaigns',
  invalidSearchUrl:
    'This search is not supported: type keywords (e.g. fintech founder) or paste the URL of a people search, a Sales Navigator search or list, a post, an event or a group',
  placeholderUnbalanced: 'Braces in the message are not balanced',
  placeholderInvalidName: 'Placeholder names must be lower case',
  placeholderUnknown: 'The message contains an unknown placeholder',
  cookiesRequired: 'Please add the session cookie',
  accountPasswordMin: 'Password must be at least 4 characters',
  invalidTimezone: 'Please, select a valid time zone',
  invalidCountry: 'Please, select a valid country',
  invalidPhone: 'Phone may contain digits, +, spaces, dashes and brackets, with 5 to 13 digits',

  // ── Foundation: auth, users, workspaces (wording ours; the spec gives no text) ──
  restoreCodeInvalid: 'This password reset link is invalid or has expired',
  activationCodeInvalid: 'This activation link is invalid or has expired',
  oneTimeCodeInvalid: 'This link is invalid or has expired',
  signInLimit: 'Too many sign-in attempts. Please try again in 15 minutes.',
  lastAdminCannotLeave:
    'You are the last admin of this workspace. Make another member an admin before you leave.',
  lastAdminCannotLoseAdmin: 'A workspace needs at least one admin. Make another member an admin first.',
  onlyWorkspaceAdmins: 'Only workspace admins can do this',
  notWorkspaceMember: 'You are not a member of this workspace',
  workspaceRequired: 'Workspace is required',
  inviteNotValid: 'This invitation is no longer valid',
  alreadyWorkspaceMember: 'This user is already a member of the workspace',
  userNotFound: 'User not found',
  imageTypeNotAllowed: 'Only PNG, JPEG, WebP or GIF images are allowed',
  cannotCreateWorkspace: 'Creating workspaces is not available for your account',
  // ── White labels (wording ours) ──
  brandKeyInvalid: 'Use 2 to 40 lowercase letters, digits or dashes for the brand key',
  colorInvalid: 'Enter a colour as #RRGGBB',
  hostInvalid: 'Enter a host name such as app.example.com',
  whitelabelNameRequired: 'The brand name is required',
  whitelabelExists: 'A white label with this brand key already exists',
  whitelabelNotFound: 'White label not found',
  hostTaken: 'This host name is already used by another brand or customer',
  customerDomainsNotAllowed: 'This brand does not allow customer domains',
  credentialCapReached:
    'Your plan allows no more accounts for this workspace. Contact support to connect more',
  signInMethodDisabled: 'This sign-in method is not available for this brand',
  registrationClosed: 'Registration is not open for this brand. Ask your provider for an invitation',
  wrongBrandAccount: 'This account belongs to another brand. Sign in on its own address',
  // Sign in with Google / Microsoft (wording ours)
  ssoLinkExpired: 'This sign-in link expired or was already used, start again',
  ssoNotGranted: 'The sign-in was cancelled or refused, try again',
  ssoEmailNotVerified: 'This account has no verified email address at the provider',
  ssoSandboxNewAccountsOnly:
    'The sandbox sign-in only creates new accounts: sign in to this one with its password or its own provider',
  notASampleWorkspace: 'Only a sample workspace can be deleted this way', // (wording ours)

  // ── Account settings and verification (wording ours) ──
  securityCodeExpired: 'The security code has expired, please request a new one',
  securityCodeWrong: 'The security code is wrong, please check it and try again',
  noCodeRequested: 'No security code was requested for this account',
  noPhoneRequested: 'The network did not ask for a phone number',
  confirmTwoFactorPasswordUpdate: 'Please confirm that you have updated the password first',
  proxyRefreshLimit: 'The proxy can be refreshed up to 2 times a day',
  limitTooHigh: 'The limit is higher than allowed',
  blacklistTooLong: 'The blacklist can hold up to 5000 entries',

  // ── API errors of the built areas (wording ours) ──
  invalidMultipart: 'Invalid multipart body',
  invalidCursor: 'Invalid cursor',
  signatureNotFound: 'Signature not found',
  integrationNotFound: 'Integration not found',
  chooseProspects: 'Choose prospects: ids or filters',
  labelIdRequired: 'label_id is required',
  workflowIdRequired: 'workflow_id is required',
  campaignNotFound: 'Campaign not found',
  savedSearchNotFound: 'Saved search not found',
  peopleSearchUnavailable: 'The people database did not answer. Try again in a minute',
  labelNotFound: 'Label not found',
  templateNotFound: 'Template not found',
  templateReadOnly: 'Only its author or a workspace admin can change this template',
  templateNoSubject: 'This channel has no subject',
  templateHtmlEmailOnly: 'Only email templates have an HTML body',
  templateImportEmpty: 'The file has no templates',
  sandboxMemberNotFound: 'No such sandbox member',
  prospectNotFound: 'Prospect not found',
  stepNotAwaitingApproval: 'This step is not waiting for approval',
  prospectNotRunning: 'This prospect is not running',
  prospectNotPaused: 'This prospect is not paused',
  searchNotFound: 'Search not found',
  restoreCampaignFirst: 'Restore the campaign before changing its status',
  invalidReportPeriod: 'Choose a report period: 3 days, 1 or 2 weeks, 1, 3 or 6 months, or 1 year',
  taskNotFound: 'Task not found',
  taskAssigneeNotMember: 'The assignee must be a member of this workspace',
  taskInvalidDueDate: 'Please, choose a valid due date',
  taskInvalidPriority: 'Choose a priority: urgent, high, medium, low or no priority',
  pipelineNotFound: 'Pipeline not found',
  stageNotFound: 'Stage not found',
  dealNotFound: 'Deal not found',
  dealAmountInvalid: 'Amount must be zero or a positive number',
  dealOwnerNotMember: 'The owner must be a member of this workspace',
  stageToMoveInvalid: 'Choose another stage of the same pipeline for its deals',
  pipelineKeepsOneStage: 'A pipeline keeps at least one stage',
  currencyInvalid: 'Choose a currency: USD, EUR, GBP, CAD or AUD',
  crmNotConnected: 'Connect this CRM first',
  crmConnectionExpired: 'The CRM connection has expired. Connect it again',
  crmReadOnlyHere: 'Change this in the CRM itself',
  crmUnavailable: 'The CRM did not answer. Try again in a minute',
  crmLoginFailed: 'The CRM refused the sign-in. Try again',
  calendlyTokenInvalid: 'Calendly did not accept this access token',
  calendlyNotConnected: 'Connect Calendly first',
  calendlyUnreachable: 'Calendly could not be reached, try again in a moment',
  calendlySignatureInvalid: 'The Calendly signature is not valid',
  calendlyUserNotFound: 'This Calendly user is not in your organization',
  // ── Tracking (issue 15; wording ours) ──
  trackingDomainNotFound: 'Domain not found',
  trackingDomainTaken: 'This domain is already added',
  trackingDomainInUse: 'This domain is in use: move its campaigns and videos to another domain first',
  trackingDomainNotReady: 'Verify this domain before making it the default',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid',
  prospectRefRequired: 'Give the prospect: its id, an email or a profile link',
  invalidProfileLink: 'This is not a profile link',
  // ── Billing (issue 16; wording ours unless 000 §2 names it) ──
  billingContactSupport: 'Contact your customer support to help you',
  checkoutNotFound: 'This checkout does not exist or has expired',
  priceNotFound: 'This price does not exist',
  planNotAvailable: 'This plan is not available',
  alreadyOnPlan: 'You are already on this plan',
  promoCodeInvalid: 'This promo code is not valid',
  promoFreeTierOnly: 'Promo codes apply only when upgrading from the free plan',
  paymentMethodNotFound: 'Payment method not found',
  webhookSignatureInvalid: 'The webhook signature is not valid',
  subscriptionRequired: 'This needs a paid subscription',
  seatCountInvalid: 'Seats can not be fewer than the accounts using them',
  seatsIncludedInPlan: 'Seats included in your plan can not be removed',
  paymentAlreadyInProgress: 'A payment is already in progress',
  cardsInPortal: 'Cards are added on the payment provider’s secure page, at checkout',
  paymentsNotSetUp: 'Payments are not set up on this server',
  // ── Texts that lived beside the catalogue (inbox, notes, attachments, SMS, send refusals; wording ours) ──
  noteNotFound: 'Note not found',
  conversationNotFound: 'Conversation not found',
  stepNotInCampaign: 'This step is not in the campaign',
  runOutOfCredits: 'Run out of credits',
  attachmentTooBig: 'The file is larger than 10 MB',
  attachmentBadType: 'This file type can not be attached (PDF, images, Office documents, text or CSV)',
  attachmentBroken: 'The file is empty or damaged',
  attachmentTooMany: 'At most 5 files per message',
  attachmentNotOnChannel: 'Files can not be sent on this channel',
  attachmentNotFound: 'Attachment not found',
  prospectNoEmail: 'The prospect has no email address',
  subjectRequired: 'Subject is required',
  smsNoSubject: 'An SMS has no subject',
  smsNoPhone: 'The prospect has no phone number',
  smsBadPhone: "The prospect's phone number can not receive SMS",
  smsTooLong: 'The SMS is too long (at most 10 parts)',
  smsTextRequired: 'Text is required',
  inmailOver1900: 'InMail over 1900 characters',
  connectionNoteOver200: 'Connection request over 200 characters',
  profileClosed: 'Profile is closed',
  inmailForbidden: 'InMail forbidden',
  needsSalesNavigator: 'Needs Sales Navigator subscription',
  profileNotPremium: 'Profile is not premium',
  closedForGroupMessaging: 'Closed for messaging in group or event',
  profileActionDeclined: 'Profile action declined',
  messageNotSent: 'The message was not sent, please try again later',
  accountNeedsAttention: 'The account needs attention before it can send (see Accounts)',
  inmailAlreadySent: 'An InMail was already sent to this prospect',
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageText = (typeof MESSAGES)[MessageCode];
export const MESSAGE_CODES = Object.keys(MESSAGES) as MessageCode[];
