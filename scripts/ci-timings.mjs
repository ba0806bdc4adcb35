// `npm run ci:timings`: the slowest test files from the last measured run, as docs/ci.md shows them.
// `npm run ci:timings -- --run` measures first (it runs the whole Vitest suite and the browser suite:
// use a quiet machine); the reports stay in .tmp/timings/ (Vitest JSON, Playwright JSON) beside `uptime`.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, '.tmp/timings');
const VITEST = path.join(dir, 'vitest.json');
const PLAYWRIGHT = path.join(dir, 'playwright.json');
const top = Number(process.env.TOP ?? 15);

function measured(label, command, args, env = {}) {
  const load = execSync('uptime').toString().trim();
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const line = `${label}: ${((Date.now() - started) / 1000).toFixed(0)} s (exit ${run.status}) | before: ${load}`;
  fs.appendFileSync(path.join(dir, 'stages.txt'), `${line}\n`);
}

if (process.argv.includes('--run')) {
  fs.mkdirSync(dir, { recursive: true });
  measured('vitest (all projects)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST}`,
  ]);
  measured('build', 'npm', ['run', 'build']);
  measured(
    'playwright',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT,
    },
  );
}

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

/** Every Vitest JSON report in .tmp/timings (vitest*.json): file, project, duration. */
function vitestFiles() {
  const files = [];
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!/^vitest.*\.json$/.test(name)) continue;
    const report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    for (const file of report.testResults ?? []) {
      files.push({ report: name, file: path.relative(root, file.name), ms: file.endTime - file.startTime });
    }
  }
  return files.sort((a, b) => b.ms - a.ms);
}

function playwrightFiles() {
  if (!fs.existsSync(PLAYWRIGHT) && !fs.existsSync(path.join(dir, 'playwright.json'))) return [];
  const report = JSON.parse(fs.readFileSync(PLAYWRIGHT, 'utf8'));
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile].map(([file, ms]) => ({ file, ms })).sort((a, b) => b.ms - a.ms);
}

const vitest = vitestFiles();
if (vitest.length) {
  const total = vitest.reduce((sum, f) => sum + f.ms, 0);
  console.log(`Vitest: ${vitest.length} files, ${seconds(total)} s summed over workers; slowest ${top}:`);
  for (const f of vitest.slice(0, top)) console.log(`${seconds(f.ms)} s  ${f.file}  (${f.report})`);
}
const browser = playwrightFiles();
if (browser.length) {
  const total = browser.reduce((sum, f) => sum + f.ms, 0);
  console.log(
    `\nPlaywright: ${browser.length} specs, ${seconds(total)} s summed (retries included); slowest ${top}:`,
  );
  for (const f of browser.slice(0, top)) console.log(`${seconds(f.ms)} s  ${f.file}`);
}
if (fs.existsSync(path.join(dir, 'stages.txt')))
  console.log(`\n${fs.readFileSync(path.join(dir, 'stages.txt'), 'utf8')}`);
if (!vitest.length && !browser.length)
  console.log('No reports in .tmp/timings yet: npm run ci:timings -- --run');
