/** Query keys of the prospects feature; every key starts with 'prospects' so one invalidation refreshes all. */
export const prospectKeys = {
  all: ['prospects'] as const,
  list: (filter: object) => ['prospects', 'list', filter] as const,
  detail: (id: string, credentialId: string | null) => ['prospects', 'detail', id, credentialId] as const,
};
