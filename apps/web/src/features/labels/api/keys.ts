/** Query keys of the labels feature. */
export const labelKeys = {
  all: (spaceId: string | null) => ['labels', spaceId] as const,
  workers: (spaceId: string | null) => ['workers', spaceId] as const,
};
