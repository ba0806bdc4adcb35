import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { NAME_MAX, requiredText } from '../common/text.js';

/** 001 §5: template and video need a name. */
export const templateNameSchema = requiredText(MESSAGES.templateNameRequired, NAME_MAX);
export const videoNameSchema = requiredText(MESSAGES.videoNameRequired, NAME_MAX);

/** 001 §5: a video scenario needs a recording or a name; a too-small delay is refused. */
export const SCENARIO_MIN_DELAY_SECONDS = 1;
export function validateScenario(s: {
  name?: string | null;
  recording_id?: string | null;
  delay_seconds?: number | null;
}): true | string {
  if (!(s.name ?? '').trim() && !s.recording_id) return MESSAGES.scenarioNeedsRecordingOrName;
  if (
    s.delay_seconds !== undefined &&
    s.delay_seconds !== null &&
    s.delay_seconds < SCENARIO_MIN_DELAY_SECONDS
  ) {
    return MESSAGES.delayTooSmall;
  }
  return true;
}

/** 001 §9: a video preview takes about 5 minutes; a report email up to 5 minutes. */
export const VIDEO_PREVIEW_MINUTES = 5;
export const videoNameBodySchema = z.strictObject({ name: videoNameSchema });
