import type { LabelType } from '@leadloop/domain/labels/enums';

/** A label as GET /labels/fetch returns it (001 §3 Label; text_color from the luminance rule). */
export interface Label {
  _id: string;
  name: string;
  color: string;
  text_color: string;
  type: LabelType;
  is_shared: boolean;
  created_by: string | null;
  created_at: string;
}

export interface LabelInput {
  name: string;
  color: string;
  is_shared: boolean;
}
