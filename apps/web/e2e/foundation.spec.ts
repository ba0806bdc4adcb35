import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes, linkFromOutbox, newUser, signUp } from './helpers';

test('sign up, confirm, create a workspace, invite by code, switch language and theme', async ({
  browser,
  request,
}) => {
  const alice = newUser('Alice');
  const bob = newUser('Bob');
  const workspaceName = `Acme Outreach ${Date.now().toString(36)}`;

  // Alice signs up and follows the activation link from her inbox.
  const aliceContext = await browser.newContext();
  const page = await aliceContext.newPage();
  await page.goto('/auth/sign-up');
  await expectAccessibleInBothThemes(page, 'sign-up');
  await page.getByRole('button', { name: 'Create account' }).click(); // the form's error state
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'sign-up with errors');
  await signUp(page, alice);
  await page.goto(await linkFromOutbox(request, alice.email, '/auth/activate-email'));
  await expect(page.getByRole('heading', { name: 'Your email was successfully confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // With no workspace she lands on create-workspace.
  await expect(page).toHaveURL(/\/space\/create$/);
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Workspace name').fill(workspaceName);
  await page.getByRole('button', { name: 'Create workspace' }).click();

  // The shell opens in the new workspace.
  await expect(page.getByTestId('current-workspace-name')).toHaveText(workspaceName);
  await expect(page.getByTestId('nav-campaigns')).toContainText('Campaigns');
  await expect(page.getByTestId('email-banner')).toHaveCount(0);

  // Unknown paths go to campaigns (or on to where the gate sends a workspace without accounts).
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/(campaigns|credentials)/);

  // The invite code is in the workspace user settings.
  await page.getByTestId('account-panel').click();
  await page.getByTestId('workspace-settings-link').click();
  await expect(page.getByRole('heading', { name: 'Workspace users' })).toBeVisible();
  await expect(page.getByTestId('members-table')).toContainText(alice.email);
  await expectAccessibleInBothThemes(page, 'workspace settings');
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(code).toHaveLength(12);
  const spaceId = new URL(page.url()).pathname.split('/').pop()!;

  // The workspace in the address stays there while navigating (000 §2).
  await page.goto(`/dashboard?space=${spaceId}`);
  // An area not built yet is disabled with a tooltip, never a silent redirect (issue 12).
  await expect(page.getByTestId('nav-mailboxes')).toHaveAttribute('data-disabled', 'true');
  await page.getByTestId('nav-userPreferences').click();
  await expect(page).toHaveURL(new RegExp(`/preferences/user.*space=${spaceId}`));
  await page.goto(`/preferences/workspace/users/${spaceId}`);

  // Bob signs up, skips email confirmation for now, and joins with the code.
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await signUp(bobPage, bob);
  await bobPage.getByRole('button', { name: 'Skip for now' }).click();
  await expect(bobPage).toHaveURL(/\/space\/create$/);
  await bobPage.getByRole('link', { name: 'Join a workspace' }).click();
  await expect(bobPage).toHaveURL(/\/space\/join$/);
  await bobPage.getByLabel('Invite code').fill('SHORT');
  await bobPage.getByRole('button', { name: 'Join workspace' }).click();
  await expect(bobPage.getByText('Invite code must be 12 characters long')).toBeVisible();
  await bobPage.getByLabel('Invite code').fill(code);
  await bobPage.getByRole('button', { name: 'Join workspace' }).click();
  await expect(bobPage.getByTestId('current-workspace-name')).toHaveText(workspaceName);
  // His email is still unconfirmed: the banner offers to resend the link.
  await expect(bobPage.getByTestId('email-banner')).toBeVisible();

  // Both see the workspace: Alice's member list now has Bob.
  await page.reload();
  await expect(page.getByTestId('members-table')).toContainText(bob.email);
  await expect(page.getByTestId('members-table')).toContainText(alice.email);

  // Alice limits Bob to Reports: his other pages redirect there and leave his sidebar.
  await page
    .getByRole('row', { name: new RegExp(bob.email) })
    .getByTestId('member-actions')
    .click();
  await page.getByRole('menuitem', { name: 'Limit pages' }).click();
  const pagesDialog = page.getByRole('dialog');
  await pagesDialog.getByPlaceholder('All pages').click();
  await page.getByRole('option', { name: 'Reports' }).click();
  await pagesDialog.getByText('Pages for Bob Tester').click(); // closes the option list
  await pagesDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(bob.email) })).toContainText('Limited to: Reports');
  await bobPage.goto('/campaigns');
  await expect(bobPage).toHaveURL(/\/reports/);
  await expect(bobPage.getByTestId('nav-reports')).toBeVisible();
  await expect(bobPage.getByTestId('nav-campaigns')).toHaveCount(0);

  // Bob's switcher lists the workspace as active.
  await bobPage.getByTestId('account-panel').click();
  await bobPage.getByTestId('open-switcher').click();
  const dialog = bobPage.getByRole('dialog');
  await expect(dialog.getByTestId('space-tile')).toHaveCount(1);
  await expect(dialog.getByTestId('space-tile')).toContainText(workspaceName);
  await expect(dialog.getByTestId('space-tile')).toContainText('Active');
  await expect(dialog.getByTestId('new-space-tile')).toBeVisible();
  await bobContext.close();

  // Switching to French reloads the page in French.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByTestId('nav-campaigns')).toContainText('Campagnes');
  await expect(page.getByRole('heading', { name: "Utilisateurs de l'espace" })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The dark theme survives a reload.
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.getByTestId('nav-campaigns')).toContainText('Campagnes');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await aliceContext.close();
});

test('signed-out visitors are sent to sign-in and a wrong password is refused', async ({ page }) => {
  await page.goto('/campaigns');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('a forgotten password is reset from the emailed link', async ({ browser, request }) => {
  const user = newUser('Rita');
  const signUpPage = await (await browser.newContext()).newPage();
  await signUp(signUpPage, user);
  await signUpPage.context().close();

  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible(); // sign-in has an Email field too
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(await linkFromOutbox(request, user.email, '/auth/restore-password'));
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
  await page.getByLabel('Confirm new password').fill('brand-new-pass-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in; the reset link proved the address, so the next stop is the first workspace.
  await expect(page).toHaveURL(/\/space\/create$/);
});

test('an emailed invite brings a new user straight into the workspace', async ({ browser, request }) => {
  const admin = newUser('Iris');
  const invitee = newUser('Dave');
  const workspaceName = `Invite Co ${Date.now().toString(36)}`;

  const page = await (await browser.newContext()).newPage();
  await signUp(page, admin);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByLabel('Workspace name').fill(workspaceName);
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await page.getByTestId('account-panel').click();
  await page.getByTestId('workspace-settings-link').click();
  const emails = page.getByRole('combobox', { name: 'Email addresses' });
  await emails.fill(invitee.email);
  await emails.press('Enter');
  await page.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByRole('row', { name: new RegExp(invitee.email) })).toContainText('Sent');

  const inviteePage = await (await browser.newContext()).newPage();
  await inviteePage.goto(await linkFromOutbox(request, invitee.email, '/space/accept-invite'));
  await expect(inviteePage).toHaveURL(/\/auth\/sign-in$/);
  await inviteePage.getByRole('link', { name: 'Create an account' }).click();
  await signUp(inviteePage, invitee);
  await inviteePage.getByRole('button', { name: 'Skip for now' }).click();
  await expect(inviteePage.getByTestId('current-workspace-name')).toHaveText(workspaceName);

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(invitee.email) }).first()).toContainText(
    /Accepted|Member/,
  );
  await expect(page.getByTestId('members-table')).toContainText(invitee.email);

  // The admin renames the workspace; the header follows.
  await page.getByTestId('workspace-tab-basic').click();
  await page.getByLabel('Workspace name').fill(`${workspaceName} EU`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('current-workspace-name')).toHaveText(`${workspaceName} EU`);

  // Her own profile and password live under My preferences.
  await page.goto('/preferences/user/basic');
  await page.getByLabel('First name').fill('Irene');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('account-panel')).toContainText('Irene Tester');
  await page.getByTestId('user-tab-password').click();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('fresh-password-9');
  await page.getByLabel('Confirm new password').fill('fresh-password-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText("You've entered wrong password")).toBeVisible();
  await page.getByLabel('Current password').fill(admin.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
});

test('sign in with Google (sandbox): a new person continues as themselves, lands in the app, and a cancel is explained', async ({
  browser,
}) => {
  const gil = newUser('Gil');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('button', { name: 'Continue with Microsoft' })).toBeVisible();
  // SANDBOX_GRANTS=1 (playwright.config.ts): the buttons lead to the sandbox and say so.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toContainText('Sandbox');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // The sandbox provider's page, as a person meets Google's: who do you continue as?
  await expect(page).toHaveURL(/\/auth\/sso\/sandbox\?provider=google&/);
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByTestId('sso-sandbox-new-only')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'sandbox Google sign-in');
  await page.getByRole('button', { name: 'Continue to Leadloop' }).click();
  await expect(page.getByText('Please enter email')).toBeVisible();
  await page.getByLabel('Email').fill(gil.email);
  await page.getByLabel('First name').fill(gil.firstName);
  await page.getByLabel('Last name').fill(gil.lastName);
  await page.getByRole('button', { name: 'Continue to Leadloop' }).click();

  // Back through our callback and the one-time code: a new account, email already confirmed, no workspace yet.
  await expect(page).toHaveURL(/\/space\/create$/);
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/auth/validate_token', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()).payload.user;
  });
  expect(me).toMatchObject({ email: gil.email, first_name: 'Gil', email_confirmed: true });

  // Signed out, Gil cancels on the provider's page: the sign-in page says so and leads back.
  const other = await browser.newContext();
  const again = await other.newPage();
  await again.goto('/auth/sign-in');
  await again.getByRole('button', { name: 'Continue with Google' }).click();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toHaveURL(/\/auth\/sso\/done\?error=ssoNotGranted$/);
  await expect(again.getByRole('alert')).toHaveText('The sign-in was cancelled or refused, try again');
  await expectAccessibleInBothThemes(again, 'sign-in with a provider refused');
  await again.getByRole('link', { name: 'Back to sign in' }).click();

  // …and signs in as the same person: the same account, straight into the app. (The sign-in page has an
  // Email field too: wait for the provider's page before filling one.)
  await again.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(again).toHaveURL(/\/auth\/sso\/sandbox\?provider=google&/);
  await again.getByLabel('Email').fill(gil.email);
  await again.getByRole('button', { name: 'Continue to Leadloop' }).click();
  await expect(again).toHaveURL(/\/space\/create$/);
  await context.close();
  await other.close();

  // A brand with password sign-in off and only Microsoft on (as GET /api/brand says): one button, no form.
  const microsoftOnly = await browser.newContext();
  await microsoftOnly.route('**/api/brand', async (route) => {
    const answer = await (await route.fetch()).json();
    answer.payload.auth = { ...answer.payload.auth, password: false, google: false, microsoft: true };
    await route.fulfill({ json: answer });
  });
  const brandPage = await microsoftOnly.newPage();
  await brandPage.goto('/auth/sign-in');
  await expect(brandPage.getByRole('button', { name: 'Continue with Microsoft' })).toBeVisible();
  await expect(brandPage.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(brandPage.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(brandPage.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await microsoftOnly.close();
});
