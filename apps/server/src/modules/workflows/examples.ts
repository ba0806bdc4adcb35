/** Example calls shown in /api/docs (the lint test checks them against the route's schemas). */
export const createWorkflowExample = {
  body: {
    credentials_id: '7c1e3a5b-9d2f-4b6e-8a0c-2e4f6a8b0c1d',
    name: 'Founders in Lyon',
    sequence: [
      { id: 'visit', type: 'view_profile', delay_days: 0, delay_hours: 0 },
      { id: 'invite', type: 'connection_request', delay_days: 1, delay_hours: 0 },
      {
        id: 'hello',
        type: 'message',
        delay_days: 2,
        delay_hours: 0,
        content: 'Hi {first_name}, thanks for connecting!',
      },
    ],
  },
};
