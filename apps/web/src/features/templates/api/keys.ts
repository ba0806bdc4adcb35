/** Query keys of the templates feature. */
export const templateKeys = {
  all: ['templates'] as const,
  list: (spaceId: string | null, filters: object) => ['templates', spaceId, 'list', filters] as const,
  one: (spaceId: string | null, id: string) => ['templates', spaceId, 'one', id] as const,
};
