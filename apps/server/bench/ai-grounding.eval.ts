// `npm run eval:ai-grounding`: the AI Employee's grounded replies (issue 38) measured on a labelled set of
// prospect replies in the five languages against three knowledge bases (apps/server/eval/grounding/, written
// for this eval, never used to build the frames, cues or thresholds). Prints the share of drafted sentences
// with no supporting passage (goal < 1 %), escalation recall on must-escalate replies (goal ≥ 99 %), the
// share drafted without escalation, and the method. With OPENAI_API_KEY set it measures the real model (the
// OpenAI provider, every request through the guarded egress) through the same gate (evalModel). Exits 1 when
// a goal is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UI_LANGUAGES } from '@leadloop/domain';
import { loadConfig } from '../src/config.js';
import { createTestDatabase } from '../src/test/harness.js';
import { runGroundingEval, summarize, type EvalReply } from '../src/modules/ai-knowledge/eval-score.js';
import { evalModel } from '../src/modules/ai-knowledge/eval-model.js';

const UNSUPPORTED_GOAL = 0.01;
const RECALL_GOAL = 0.99;

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../eval/grounding');
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
const kbs = Object.fromEntries(
  fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('kb-') && f.endsWith('.json'))
    .map((f) => [f.slice(3, -5), read(f)]),
);
const replies: EvalReply[] = read('replies.json');

const { ai, method } = evalModel(process.env, loadConfig());
const database = await createTestDatabase();
const started = performance.now();
const cases = await runGroundingEval(database.db, ai, kbs, replies);
const ms = performance.now() - started;
const pct = (n: number, d: number) => (d ? `${((n / d) * 100).toFixed(1)} %` : 'n/a');

console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, node ${process.version}, ${new Date().toISOString()}`,
);
console.log(`provider: ${ai.name}; ${method}`);
console.log(
  `set: ${replies.length} replies, ${Object.keys(kbs).length} knowledge bases (${Object.values(kbs)
    .map((k) => (k as { name: string }).name)
    .join('; ')}), ${(ms / replies.length).toFixed(1)} ms per reply\n`,
);
console.log(
  'method: each knowledge base is indexed (PGlite, tsvector) for its own employee; each reply goes through the\n' +
    "product's path (groundedDraft: the escalation rules, retrieval, composition by " +
    (ai.offline ? 'offline frames' : 'the model') +
    ',\nthen the gate that removes any sentence its cited passage does not support). Unsupported share = sentences of the final drafts that are not a\n' +
    'frame (greeting, thanks, offer to talk) and do not appear word for word in the passage they cite, checked\n' +
    'independently of the gate, over all sentences of the final drafts. Recall = must-escalate replies escalated (any\n' +
    'rule) / must-escalate replies. Drafted = replies answered without escalation / all replies. The set and the\n' +
    'knowledge bases were written after the cues and frames, by the same author (a bias this number cannot remove).\n',
);

console.log('lang  replies  must-esc  recall             drafted            unsupported');
for (const lang of UI_LANGUAGES) {
  const s = summarize(cases.filter((c) => c.reply.lang === lang));
  console.log(
    `${lang.padEnd(5)} ${String(s.replies).padEnd(8)} ${String(s.mustEscalate).padEnd(9)} ${`${pct(s.escalatedWhenMust, s.mustEscalate)} (${s.escalatedWhenMust}/${s.mustEscalate})`.padEnd(18)} ${`${pct(s.drafted, s.replies)} (${s.drafted}/${s.replies})`.padEnd(18)} ${pct(s.unsupported, s.sentences)} (${s.unsupported}/${s.sentences})`,
  );
}
const all = summarize(cases);
console.log(
  `\nunsupported sentences in final drafts: ${pct(all.unsupported, all.sentences)} (${all.unsupported}/${all.sentences}); goal < ${UNSUPPORTED_GOAL * 100} %`,
);
console.log(`sentences the gate removed before storing: ${all.removedByGate}`);
console.log(
  `escalation recall (must-escalate): ${pct(all.escalatedWhenMust, all.mustEscalate)} (${all.escalatedWhenMust}/${all.mustEscalate}); goal ≥ ${RECALL_GOAL * 100} %`,
);
console.log(
  `drafted without escalation: ${pct(all.drafted, all.replies)} (${all.drafted}/${all.replies}); answerable replies escalated anyway: ${all.falseEscalations}`,
);

const byRule = new Map<string, [number, number]>();
for (const c of cases.filter((c) => c.reply.must_escalate)) {
  const [hit, n] = byRule.get(c.reply.rule!) ?? [0, 0];
  byRule.set(c.reply.rule!, [hit + (c.reason === c.reply.rule ? 1 : 0), n + 1]);
}
console.log(`rule named as labelled: ${[...byRule].map(([r, [h, n]]) => `${r} ${h}/${n}`).join(', ')}`);

const misses = cases.filter((c) => (c.reply.must_escalate && !c.escalated) || c.unsupported.length);
if (misses.length) console.log('\nmisses:');
for (const c of misses)
  console.log(
    `  ${c.reply.id} ${c.escalated ? '' : 'NOT ESCALATED '}${c.unsupported.length ? `unsupported: ${c.unsupported.join(' | ')} ` : ''}— ${c.reply.text}`,
  );
const overEscalated = cases.filter((c) => !c.reply.must_escalate && c.escalated);
if (overEscalated.length) console.log('\nanswerable but escalated:');
for (const c of overEscalated) console.log(`  ${c.reply.id} (${c.reason}) — ${c.reply.text}`);

const failed =
  all.unsupported / Math.max(1, all.sentences) >= UNSUPPORTED_GOAL ||
  all.escalatedWhenMust / Math.max(1, all.mustEscalate) < RECALL_GOAL;
process.exit(failed ? 1 : 0);
