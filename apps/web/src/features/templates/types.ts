/** Templates as the API answers them: the domain's own schemas (packages/domain templates/entities). */
export type {
  Template,
  TemplateExport,
  TemplateList,
  TemplateUsage,
} from '@leadloop/domain/templates/entities';
export type { TemplateChannel, TemplateOwner, TemplateSort } from '@leadloop/domain/templates/limits';

/** The list's filters (GET /templates query). */
export interface TemplateFilters {
  channel: import('@leadloop/domain/templates/limits').TemplateChannel | null;
  owner: import('@leadloop/domain/templates/limits').TemplateOwner;
  sort: import('@leadloop/domain/templates/limits').TemplateSort;
  label: string | null;
  q: string;
}

/** What the editor sends (POST /templates, PUT /templates/:id). */
export interface TemplateInput {
  channel: import('@leadloop/domain/templates/limits').TemplateChannel;
  name: string;
  subject: string | null;
  text: string;
  html: string | null;
  label_ids: string[];
  is_shared: boolean;
}
