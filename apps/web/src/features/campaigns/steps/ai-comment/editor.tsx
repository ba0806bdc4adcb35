import { AiCommentHint } from '../../../ai';

/** AI comment step: nothing to set; what it does. */
export default function AiCommentStepFields() {
  return <AiCommentHint />;
}
