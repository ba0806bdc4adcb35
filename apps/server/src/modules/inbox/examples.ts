/** Example calls shown in /api/docs (the lint test checks them against the route's schemas). */
export const conversationPageExample = {
  payload: {
    items: [
      {
        _id: '2d4f6a8c-0e1b-4c3d-9e5f-7a9b1c3d5e7f',
        credentials_id: '7c1e3a5b-9d2f-4b6e-8a0c-2e4f6a8b0c1d',
        channel: 'linkedIn',
        campaign_id: '8b0d2f4a-6c1e-4a3b-8d5f-9c1e3a5b7d9f',
        last_message_at: '2026-03-05T14:02:00.000Z',
        last_message: 'Happy to talk, how about Thursday?',
        last_direction: 'inbound',
        unread_count: 1,
        is_unread: true,
        is_starred: false,
        is_archived: false,
        profile: {
          _id: '3e5a7c9b-1d2f-4a6c-8e0b-4d6f8a0c2e4b',
          first_name: 'Camille',
          last_name: 'Durand',
          full_name: 'Camille Durand',
          position: 'Founder',
          company: 'Atelier Durand',
          photo_link: null,
          relation: 'gotReply',
          labels: [],
        },
      },
    ],
    next_cursor: null,
  },
};

export const sendExample = {
  body: {
    credentials_id: '7c1e3a5b-9d2f-4b6e-8a0c-2e4f6a8b0c1d',
    profile_id: '3e5a7c9b-1d2f-4a6c-8e0b-4d6f8a0c2e4b',
    channel: 'linkedIn',
    text: 'Thursday at 10 works for me. Talk then!',
  },
};
