/** Query keys of the credentials feature; everything is scoped by workspace. */
export const credentialKeys = {
  all: (spaceId: string | null) => ['space', spaceId, 'credentials'] as const,
  list: (spaceId: string | null) => ['space', spaceId, 'credentials', 'list'] as const,
  seats: (spaceId: string | null) => ['space', spaceId, 'credentials', 'seats'] as const,
  one: (spaceId: string | null, id: string) => ['space', spaceId, 'credentials', 'one', id] as const,
  proxyCountries: ['proxy', 'countries'] as const,
  features: (spaceId: string | null) => ['space', spaceId, 'features'] as const,
};
