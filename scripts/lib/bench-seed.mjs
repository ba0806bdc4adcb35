/**
 * The benches' seed, through the public API of a running server: a confirmed user (the activation link read
 * from the test outbox), a workspace, a sandbox account and `campaigns` one-step campaigns named
 * `${label} campaign N`. `call(method, path, token, body)` is the bench's own API call.
 */
export async function seedWorkspace(call, { label, campaigns }) {
  const stamp = Date.now().toString(36);
  const email = `bench-${label.toLowerCase()}-${stamp}@example.com`;
  const anon = await call('POST', '/auth/create_token', '', {});
  const { token } = await call('POST', '/auth/sign_up', anon.token, {
    email,
    password: 'correct-horse-42',
    first_name: 'Bench',
    last_name: label,
  });
  let code;
  for (let i = 0; i < 100 && !code; i++) {
    const mails = await call('GET', `/test/outbox?to=${encodeURIComponent(email)}`, '');
    const link = mails.flatMap((m) => m.links).find((l) => l.includes('activation_code'));
    code = link && new URL(link).searchParams.get('activation_code');
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await call('GET', `/auth/check_activation_code?activation_code=${encodeURIComponent(code)}`, token);
  const space = await call('POST', '/space/create', token, { name: `Bench ${label}` });
  await call('POST', '/users/set_space', token, { space_id: space._id });
  const credential = await call('POST', `/credentials/create?space=${space._id}`, token, {
    email: `sandbox-${label.toLowerCase()}-${stamp}@example.com`,
    password: 'sandbox-pass-1',
    country_code: 'US',
    timezone: 'UTC',
    work_hours_start: 0,
    work_hours_end: 23,
  });
  for (let i = 1; i <= campaigns; i++)
    await call('POST', `/workflows?space=${space._id}`, token, {
      credentials_id: credential._id,
      name: `${label} campaign ${i}`,
      sequence: [{ type: 'view_profile' }],
    });
  return { token, space: space._id };
}
