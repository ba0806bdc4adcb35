/**
 * How the OpenAPI document names a call, derived from the route itself: its area (the first segment after
 * /api, the spec's grouping: `workflows`, `inbox`, `integrations`…) and its call name (the rest of the path,
 * as the spec writes it: `/workflows/:id/update_status`). A route states `schema.operationId`, `summary` or
 * `tags` where a better one exists; these are the names of every other route. Pure, so a name changes only
 * when its route's method or path does (generated clients keep their calls).
 */
export interface OperationNames {
  operationId: string;
  summary: string;
  tag: string;
}

/** First words of a call name that already say what it does (`/workflows/:id/archive`, `/labels/fetch`). */
const VERBS = new Set(
  (
    'accept activate add approve archive ask authorize cancel change check checkout clock close connect consent ' +
    'create decline delete disconnect do download duplicate end enrich exchange exists exit export extend fetch ' +
    'get import join login logout mark order pause preview read recalculate refresh reload remove renew replay ' +
    'rerun resend reset restore resume rewrite run save send set sign start suggest sync test tick update ' +
    'upgrade upload use validate verify'
  ).split(' '),
);

const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');
const paramName = (segment: string) => segment.replace(/^[:{]|}$/g, '');
const words = (segment: string) => segment.split(/[_\-.]+|(?=[A-Z])/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (parts: string[]) =>
  parts
    .map((word, i) => (i === 0 ? word.toLowerCase() : capital(word.toLowerCase())))
    .join('')
    .replace(/[^A-Za-z0-9]/g, '');

/**
 * `GET /api/workflows/:id/prospects` → `getWorkflowsProspects`, "Workflows: get prospects".
 * The verb is the method's (get, delete, replace, update, create for a POST), unless the call name starts
 * with one already (`/workflows/:id/archive` → `workflowsArchive`, `/labels/fetch` → `labelsFetch`).
 * A path that ends on a parameter adds it (`getWorkflowsById`).
 */
export function operationNames(method: string, url: string): OperationNames {
  const segments = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const area = segments[0] && !isParam(segments[0]) ? segments[0] : 'api';
  const rest = segments.slice(1);
  const callWords = rest.filter((s) => !isParam(s) && s !== '*').flatMap(words);
  const last = rest.at(-1);
  const byParam = last && isParam(last) ? ['by', ...words(paramName(last))] : [];
  const lastCall = rest.filter((s) => !isParam(s) && s !== '*').at(-1);
  const named = lastCall !== undefined && VERBS.has(words(lastCall)[0]!.toLowerCase());
  const verb = named ? '' : verbOf(method.toUpperCase());
  const operationId = camel([...(verb ? [verb] : []), ...words(area), ...callWords, ...byParam]);
  const phrase = [verb, ...callWords.map((w) => w.toLowerCase()), ...byParam].filter(Boolean).join(' ');
  const summary = `${capital(words(area).join(' '))}: ${phrase || 'call'}`;
  return { operationId, summary, tag: area };
}

function verbOf(method: string): string {
  switch (method) {
    case 'GET':
      return 'get';
    case 'DELETE':
      return 'delete';
    case 'PUT':
      return 'replace';
    case 'PATCH':
      return 'update';
    default:
      return 'create';
  }
}
