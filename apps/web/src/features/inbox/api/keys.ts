/** Query keys of the inbox; all start with 'inbox' so one invalidation refreshes the inbox. */
export const inboxKeys = {
  all: ['inbox'] as const,
  conversations: (filters: object) => ['inbox', 'conversations', filters] as const,
  byProfile: (profileId: string) => ['inbox', 'by-profile', profileId] as const,
  thread: (id: string) => ['inbox', 'thread', id] as const,
  unread: (spaceId: string | null) => ['inbox', 'unread', spaceId] as const,
  drafts: (profileId: string) => ['inbox', 'drafts', profileId] as const,
  savedReplies: (spaceId: string | null) => ['inbox', 'saved-replies', spaceId] as const,
};
