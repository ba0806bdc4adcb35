import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A call the web app makes: its method and path, `${…}` parts as `:p`, query string dropped. */
export interface WebCall {
  method: string;
  path: string;
  file: string;
}

const METHODS: Record<string, string> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
  del: 'DELETE',
};
// `api.get(` or a module's own `get(` / `del(` wrapper (not `map.get(`), with optional type arguments.
const CALL = /(?:\bapi\.|(?<![.\w$]))(get|post|put|patch|delete|del)\s*(?=[<(])/g;

/** The index just past the bracket closing the one at `start` (quotes and templates skipped). */
function skipBalanced(src: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let i = start; i < src.length; i++) {
    const c = src[i]!;
    if (c === "'" || c === '"') i = skipString(src, i);
    else if (c === '`') i = skipTemplate(src, i);
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return src.length;
}

function skipString(src: string, start: number): number {
  const quote = src[start];
  for (let i = start + 1; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === quote) return i;
  }
  return src.length;
}

function skipTemplate(src: string, start: number): number {
  for (let i = start + 1; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === '`') return i;
    else if (src[i] === '$' && src[i + 1] === '{') i = skipBalanced(src, i + 1, '{', '}') - 1;
  }
  return src.length;
}

/** The first argument of the call whose `(` is at `open`. */
function firstArgument(src: string, open: number): string {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i]!;
    if (c === "'" || c === '"') i = skipString(src, i);
    else if (c === '`') i = skipTemplate(src, i);
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (--depth === 0) return src.slice(open + 1, i).trim();
    } else if (c === ',' && depth === 1) return src.slice(open + 1, i).trim();
  }
  return '';
}

/** File-level `const NAME = '…'` and `const NAME = (…) => \`…\`` path helpers, by name. */
function pathConstants(src: string): Map<string, string> {
  const found = new Map<string, string>();
  const decl = /^(?:export\s+)?const\s+(\w+)\s*=\s*(?:\([^)]*\)\s*=>\s*)?(['"`])/gm;
  for (const m of src.matchAll(decl)) {
    const start = m.index + m[0].length - 1;
    const end = m[2] === '`' ? skipTemplate(src, start) : skipString(src, start);
    found.set(m[1]!, src.slice(start, end + 1));
  }
  return found;
}

/** A path expression as a pattern: literals kept, helper constants inlined, other `${…}` as `:p`. */
function evaluate(expr: string, constants: Map<string, string>, depth = 0): string | null {
  if (depth > 5) return null;
  const named = /^(\w+)(?:\(.*\))?$/s.exec(expr);
  if (named && constants.has(named[1]!)) return evaluate(constants.get(named[1]!)!, constants, depth + 1);
  const quote = expr[0];
  if ((quote === "'" || quote === '"') && expr.endsWith(quote)) return expr.slice(1, -1);
  if (quote !== '`' || !expr.endsWith('`')) return null;
  let out = '';
  for (let i = 1; i < expr.length - 1; i++) {
    if (expr[i] === '$' && expr[i + 1] === '{') {
      const end = skipBalanced(expr, i + 1, '{', '}');
      const inner = expr.slice(i + 2, end - 1).trim();
      // `${q ? `?x=${q}` : ''}`: an optional query string, not part of the path.
      if (/[`'"]\?/.test(inner)) break;
      const inlined = /^\w+(?:\(.*\))?$/s.test(inner) ? evaluate(inner, constants, depth + 1) : null;
      out += inlined ?? ':p';
      i = end - 1;
    } else out += expr[i];
  }
  return out;
}

/** Every API call in one source file whose path can be read from the call site. */
export function callsIn(src: string, file = ''): WebCall[] {
  const constants = pathConstants(src);
  const calls: WebCall[] = [];
  for (const m of src.matchAll(CALL)) {
    let i = m.index + m[0].length;
    if (src[i] === '<') i = skipBalanced(src, i, '<', '>');
    if (src[i] !== '(') continue;
    const path = evaluate(firstArgument(src, i), constants);
    if (path?.startsWith('/')) calls.push({ method: METHODS[m[1]!]!, path: path.split('?')[0]!, file });
  }
  // `fetch('/api/…', { method })`: calls made outside the client (e.g. with another token).
  for (const m of src.matchAll(/(?<![.\w$])fetch\s*\(/g)) {
    const open = m.index + m[0].length - 1;
    const path = evaluate(firstArgument(src, open), constants);
    if (!path?.startsWith('/api/')) continue;
    const method = /method:\s*['"](\w+)['"]/.exec(src.slice(open, skipBalanced(src, open, '(', ')')))?.[1];
    calls.push({ method: (method ?? 'GET').toUpperCase(), path: path.slice(4).split('?')[0]!, file });
  }
  return calls;
}

/** Every call in the web app's source (tests left out). */
export function webCalls(root: string): WebCall[] {
  const calls: WebCall[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    calls.push(...callsIn(readFileSync(file, 'utf8'), file));
  }
  return calls;
}

/** Whether a call reaches a route (`/api` stripped): same method, same literal segments, `:p` for a param. */
export function callReaches(call: Pick<WebCall, 'method' | 'path'>, route: { method: string; url: string }) {
  if (call.method !== route.method) return false;
  const want = route.url.replace(/^\/api/, '').split('/');
  const have = call.path.split('/');
  if (want.length !== have.length) return false;
  return want.every((seg, k) => {
    const got = have[k]!;
    if (seg.startsWith(':')) return got.length > 0;
    return got === seg;
  });
}
