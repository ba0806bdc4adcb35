// `npm run eval:ai-labels`: the offline reply classifier (providers/ai) measured on the held-out sets
// (data/holdout/<lang>.jsonl, never used for training), per language: accuracy, recall of "hard no" (consent
// relies on it) and language detection; then the confusion matrix (rows: true label, columns: predicted) and
// every miss. Fails (exit 1) when a held-out reply is (nearly) in the training set or a language misses a goal.
import os from 'node:os';
import { AI_LABELS } from '@leadloop/domain';
import { leakedReplies, readSet } from '../src/providers/ai/index.js';
import { ReplyClassifier } from '../src/providers/ai/classifier.js';
import {
  ACCURACY_GOAL,
  byLanguage,
  HARD_NO_RECALL_GOAL,
  missedGoals,
  scoreReplies,
} from '../src/providers/ai/reply-eval.js';

const started = performance.now();
const train = readSet('train');
const classifier = new ReplyClassifier(train);
const trainedMs = performance.now() - started;
const holdout = readSet('holdout');
const leaked = leakedReplies(train, holdout);
if (leaked.length) {
  for (const l of leaked) console.error(`held-out ≈ training (${l.similarity}): ${l.holdout} | ${l.train}`);
  throw new Error(`${leaked.length} held-out replies are (nearly) in the training set`);
}

const t0 = performance.now();
const rows = scoreReplies(classifier, holdout);
const perReplyMs = (performance.now() - t0) / rows.length;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const scores = byLanguage(rows);

console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, node ${process.version}, ${new Date().toISOString()}`,
);
const count = (set: typeof train) =>
  scores.map((s) => `${set.filter((r) => r.lang === s.lang).length} ${s.lang}`);
console.log(
  `training set: ${train.length} replies (${count(train).join(', ')}), trained in ${trainedMs.toFixed(0)} ms`,
);
console.log(
  `held-out set: ${holdout.length} replies (${count(holdout).join(', ')}), ${perReplyMs.toFixed(2)} ms per reply`,
);
console.log(
  `goals per language: accuracy ≥ ${pct(ACCURACY_GOAL)}, hard-no recall ≥ ${pct(HARD_NO_RECALL_GOAL)}\n`,
);
console.log('lang   accuracy            hard-no recall     language detected');
for (const s of scores)
  console.log(
    `${s.lang.padEnd(6)} ${`${pct(s.accuracy)} (${s.correct}/${s.replies})`.padEnd(19)} ${`${pct(s.hardNoRecall)} (${s.hardNoCaught}/${s.hardNo})`.padEnd(18)} ${pct(s.detected / s.replies)}`,
  );
const correct = rows.filter((r) => r.predicted === r.label).length;
console.log(`all    ${pct(correct / rows.length)} (${correct}/${rows.length})`);

console.log('\nconfusion matrix (rows: true label, columns: predicted):');
const short = (l: string) => l.slice(0, 8).padStart(8);
console.log(`${''.padEnd(24)}${AI_LABELS.map(short).join(' ')}   recall`);
for (const truth of AI_LABELS) {
  const mine = rows.filter((r) => r.label === truth);
  const cells = AI_LABELS.map((p) => String(mine.filter((r) => r.predicted === p).length).padStart(8));
  console.log(
    `${truth.padEnd(24)}${cells.join(' ')}   ${pct(mine.filter((r) => r.predicted === truth).length / mine.length)}`,
  );
}
const wrong = rows.filter((r) => r.predicted !== r.label);
if (wrong.length) {
  console.log('\nmisclassified:');
  for (const r of wrong)
    console.log(`  [${r.lang}] ${r.label} → ${r.predicted}: ${r.text.replace(/\n+/g, ' ⏎ ')}`);
}
const missed = missedGoals(scores);
if (missed.length) {
  console.error(`\ngoals missed: ${missed.join('; ')}`);
  process.exit(1);
}
