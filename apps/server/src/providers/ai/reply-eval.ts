import { UI_LANGUAGES, type AiLabel, type UiLanguage } from '@leadloop/domain';
import type { ReplyClassifier } from './classifier.js';
import type { LabelledReply } from './reply-data.js';
import { detectReplyLanguage } from './reply-language.js';
import { replyBody } from './reply-text.js';

/** Issue 36 goals on each language's held-out set; consent relies on "hard no" being caught. */
export const ACCURACY_GOAL = 0.85;
export const HARD_NO_RECALL_GOAL = 0.95;

export interface Scored extends LabelledReply {
  predicted: AiLabel;
  detected: UiLanguage;
}

export interface LanguageScore {
  lang: UiLanguage;
  replies: number;
  correct: number;
  accuracy: number;
  hardNo: number;
  hardNoCaught: number;
  hardNoRecall: number;
  /** Replies whose language was detected as the one they are filed under. */
  detected: number;
}

export function scoreReplies(classifier: ReplyClassifier, replies: LabelledReply[]): Scored[] {
  return replies.map((r) => ({
    ...r,
    predicted: classifier.classify(r.text).label,
    detected: detectReplyLanguage(replyBody(r.text)),
  }));
}

export function byLanguage(rows: Scored[]): LanguageScore[] {
  return UI_LANGUAGES.map((lang) => {
    const mine = rows.filter((r) => r.lang === lang);
    const correct = mine.filter((r) => r.predicted === r.label).length;
    const hardNo = mine.filter((r) => r.label === 'hard_no');
    const hardNoCaught = hardNo.filter((r) => r.predicted === 'hard_no').length;
    return {
      lang,
      replies: mine.length,
      correct,
      accuracy: mine.length ? correct / mine.length : 0,
      hardNo: hardNo.length,
      hardNoCaught,
      hardNoRecall: hardNo.length ? hardNoCaught / hardNo.length : 0,
      detected: mine.filter((r) => r.detected === lang).length,
    };
  });
}

/** The languages that miss a goal, with what they reached (empty: every goal met). */
export function missedGoals(scores: LanguageScore[]): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return scores.flatMap((s) => [
    ...(s.accuracy < ACCURACY_GOAL ? [`${s.lang} accuracy ${pct(s.accuracy)} < ${pct(ACCURACY_GOAL)}`] : []),
    ...(s.hardNoRecall < HARD_NO_RECALL_GOAL
      ? [`${s.lang} hard-no recall ${pct(s.hardNoRecall)} < ${pct(HARD_NO_RECALL_GOAL)}`]
      : []),
  ]);
}
