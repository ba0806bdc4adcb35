// `npm run eval:ai-labels`: the offline reply classifier (providers/ai) measured on the held-out set
// (data/replies.holdout.jsonl, never used for training): accuracy overall, per language, per label, and the
// confusion matrix (rows: true label, columns: predicted).
import os from 'node:os';
import { AI_LABELS } from '@leadloop/domain';
import { HOLDOUT_FILE, readLabelled, ReplyClassifier, TRAIN_FILE } from '../src/providers/ai/index.js';

const started = performance.now();
const train = readLabelled(TRAIN_FILE);
const classifier = new ReplyClassifier(train);
const trainedMs = performance.now() - started;
const holdout = readLabelled(HOLDOUT_FILE);
const trainTexts = new Set(train.map((r) => r.text.toLowerCase()));
const leaked = holdout.filter((r) => trainTexts.has(r.text.toLowerCase()));
if (leaked.length)
  throw new Error(`held-out replies found in the training set: ${leaked.map((r) => r.text).join(' | ')}`);

const t0 = performance.now();
const rows = holdout.map((r) => ({ ...r, predicted: classifier.classify(r.text).label }));
const perReplyMs = (performance.now() - t0) / rows.length;
const pct = (ok: number, n: number) => (n ? ((ok / n) * 100).toFixed(1) : '-');
const acc = (subset: typeof rows) =>
  `${pct(subset.filter((r) => r.predicted === r.label).length, subset.length)} % (${subset.filter((r) => r.predicted === r.label).length}/${subset.length})`;

console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, node ${process.version}, ${new Date().toISOString()}`,
);
console.log(
  `training set: ${train.length} replies (${train.filter((r) => r.lang === 'en').length} en, ${train.filter((r) => r.lang === 'fr').length} fr), trained in ${trainedMs.toFixed(0)} ms`,
);
console.log(`held-out set: ${holdout.length} replies, ${perReplyMs.toFixed(2)} ms per reply`);
console.log(
  `accuracy: all ${acc(rows)} · English ${acc(rows.filter((r) => r.lang === 'en'))} · French ${acc(rows.filter((r) => r.lang === 'fr'))}`,
);
console.log('\nconfusion matrix (rows: true label, columns: predicted):');
const short = (l: string) => l.slice(0, 8).padStart(8);
console.log(`${''.padEnd(24)}${AI_LABELS.map(short).join(' ')}   recall`);
for (const truth of AI_LABELS) {
  const mine = rows.filter((r) => r.label === truth);
  const cells = AI_LABELS.map((p) => String(mine.filter((r) => r.predicted === p).length).padStart(8));
  console.log(
    `${truth.padEnd(24)}${cells.join(' ')}   ${pct(mine.filter((r) => r.predicted === truth).length, mine.length)} %`,
  );
}
const wrong = rows.filter((r) => r.predicted !== r.label);
if (wrong.length) {
  console.log('\nmisclassified:');
  for (const r of wrong) console.log(`  [${r.lang}] ${r.label} → ${r.predicted}: ${r.text}`);
}
const english = rows.filter((r) => r.lang === 'en');
const englishAccuracy = english.filter((r) => r.predicted === r.label).length / english.length;
if (englishAccuracy < 0.85) {
  console.error(
    `\nEnglish held-out accuracy ${pct(englishAccuracy * english.length, english.length)} % is below the 85 % goal`,
  );
  process.exit(1);
}
