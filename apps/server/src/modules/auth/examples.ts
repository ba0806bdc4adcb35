/** Example calls shown in /api/docs (the lint test checks them against the route's schemas). */
export const signInExample = {
  body: { email: 'ada@example.com', password: 'correct horse battery staple' },
  payload: {
    token: 'a3f1c9e07b5d4e2f8c6a1b0d9e7f5a3c',
    user: {
      _id: '5b0f3a8e-2c4d-4e6f-8a1b-3c5d7e9f1a2b',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      phone: null,
      avatar: null,
      brand: 'leadloop',
      status: 'active',
      email_confirmed: true,
      created_at: '2026-03-02T09:15:00.000Z',
      is_platform_admin: false,
      current_space_id: '9d2e4f6a-8b0c-4d1e-9f3a-5b7c9d1e3f5a',
      calendly_token: null,
      config: { name: 'Leadloop', color: '#3b5bdb', brand: 'leadloop' },
    },
  },
};
