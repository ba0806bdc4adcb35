export type {
  PublicVideo,
  Video,
  VideoList,
  VideoRender,
  VideoRenderList,
} from '@leadloop/domain/videos/entities';
export type { SceneKind } from '@leadloop/domain/videos/limits';

/** The constructor's form (scenes as typed; the server checks them again). */
export interface VideoInput {
  name: string;
  scenes: { kind: 'website' | 'image' | 'face'; seconds: number; text: string; url: string | null }[];
  cta_label: string | null;
  cta_url: string | null;
  trim_start_s: number;
  trim_end_s: number | null;
}
