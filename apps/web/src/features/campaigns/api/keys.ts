/** Query keys of the campaigns feature, in one place so mutations invalidate the right lists. */
export const campaignKeys = {
  all: ['workflows'] as const,
  list: (filter: object) => ['workflows', 'list', filter] as const,
  detail: (id: string) => ['workflows', 'detail', id] as const,
  rates: (id: string) => ['workflows', 'rates', id] as const,
  ratesOf: (ids: string[]) => ['workflows', 'rates-of', ids] as const,
  forecast: (draft: object) => ['workflows', 'forecast', draft] as const,
  prospects: (id: string, filter: object) => ['workflows', 'prospects', id, filter] as const,
};
