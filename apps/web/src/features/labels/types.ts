import type { LabelBody } from '@leadloop/domain/labels/rules';

/** A label as GET /labels/fetch returns it: the API's own schema (packages/domain labels/entities). */
export type { Label } from '@leadloop/domain/labels/entities';

/** What the label form sends (the body schema of POST /labels/create, its type left to the default). */
export type LabelInput = Pick<LabelBody, 'name' | 'color' | 'is_shared'>;
