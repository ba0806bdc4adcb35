// The server test files the PostgreSQL pass (`npm run test:api:pg`) runs: those that open a database.
// Decided from the code, so a new such file joins by itself: a test file is in when it, or a test helper
// it imports from src/test/ (followed through further helpers), names one of the ways to a database.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const SERVER_SRC = path.join(root, 'apps/server/src');
const TEST_HELPERS = path.join(SERVER_SRC, 'test');
/** A database for the test: the harness's app or database, a shared database, or a direct open. */
export const DATABASE_USE =
  /\b(createTestApp|createTestAppOn|createTestDatabase|createSharedDatabase|openDatabase|openPglite|openPostgres|TEST_DATABASE_URL)\b/;

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Relative imports of a file that land in src/test/ (helpers), resolved to their .ts files. */
function helperImports(file, text) {
  return [...text.matchAll(/^(?:import|export|\})[^;]*?from\s+'(\.[^']+)'/gm)]
    .map((m) => path.resolve(path.dirname(file), m[1]).replace(/\.js$/, '.ts'))
    .filter((target) => target.startsWith(TEST_HELPERS + path.sep) && fs.existsSync(target));
}

const memo = new Map();
function usesDatabase(file, seen = new Set()) {
  if (memo.has(file)) return memo.get(file);
  if (seen.has(file)) return false;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const uses = DATABASE_USE.test(text) || helperImports(file, text).some((h) => usesDatabase(h, seen));
  memo.set(file, uses);
  return uses;
}

/** Paths relative to the repository root, sorted. */
export function postgresTestFiles() {
  return testFiles(SERVER_SRC)
    .filter((file) => usesDatabase(file))
    .map((file) => path.relative(root, file))
    .sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = postgresTestFiles();
  const all = testFiles(SERVER_SRC).length;
  if (process.argv.includes('--list')) for (const f of files) console.log(f);
  console.log(`${files.length} of ${all} server test files open a database`);
}
