import {
  fakeAuth,
  startFakeServer,
  type FakeControls,
  type FakeRequest,
  type FakeServer,
} from './fake-server.js';

interface PdPerson {
  id: number;
  name: string;
  emails: { value: string; primary: boolean; label: string }[];
  org_name: string | null;
  update_time: string;
}
interface PdDeal {
  id: number;
  title: string;
  value: number;
  currency: string;
  pipeline_id: number;
  stage_id: number;
  owner_id: number;
  person_id: number | null;
  status: 'open' | 'won' | 'lost' | 'deleted';
  update_time: string;
  add_time: string;
}
export interface PipedriveFake extends FakeServer, FakeControls {
  persons: Map<number, PdPerson>;
  deals: Map<number, PdDeal>;
  /** The webhooks made through POST /v1/webhooks (with the basic-auth credentials Pipedrive will send). */
  webhooks: {
    id: number;
    subscription_url: string;
    event_action: string;
    event_object: string;
    http_auth_user: string | null;
    http_auth_password: string | null;
    version: string;
  }[];
  /** A change made in Pipedrive itself, with its modified time. */
  editDeal(
    id: number,
    change: Partial<Pick<PdDeal, 'stage_id' | 'owner_id' | 'status' | 'title'>>,
    at?: Date,
  ): void;
}
export interface PipedriveFakeOptions {
  pageSize?: number;
  users?: number;
  now?: () => Date;
}

/** Pipedrive's time format (UTC, no zone suffix). */
const pdTime = (d: Date) =>
  d
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, '');

/** A stateful stand-in for the parts of Pipedrive's API Leadloop calls (OAuth, v2 persons/deals, v1 users). */
export async function startPipedriveFake(options: PipedriveFakeOptions = {}): Promise<PipedriveFake> {
  const pageSize = options.pageSize ?? 100;
  const now = options.now ?? (() => new Date());
  const auth = fakeAuth();
  const persons = new Map<number, PdPerson>();
  const deals = new Map<number, PdDeal>();
  const users = Array.from({ length: options.users ?? 3 }, (_, i) => ({
    id: 700 + i,
    name: ['Rosa Lind', 'Tom Berg', 'Ines Moreau', 'Kai Sato'][i % 4],
    email: `user${i + 1}@pipedrive.test`,
    active_flag: true,
  }));
  const pipelines = [{ id: 1, name: 'Pipeline', order_nr: 1 }];
  const stages = [
    [11, 'Qualified', 10],
    [12, 'Contact made', 20],
    [13, 'Proposal made', 50],
    [14, 'Negotiations started', 80],
  ].map(([id, name, p], i) => ({
    id: id as number,
    name: name as string,
    order_nr: i + 1,
    pipeline_id: 1,
    deal_probability: p as number,
  }));
  const orgs = [
    { id: 31, name: 'Acme Corporation' },
    { id: 32, name: 'Initech' },
  ];
  let serial = 2000;
  /** v2 cursor pagination: the cursor is the offset, base64. */
  const page = <T>(items: T[], req: FakeRequest) => {
    const start = Number(Buffer.from(req.query.get('cursor') ?? 'MA==', 'base64').toString()) || 0;
    const size = Math.min(Number(req.query.get('limit') ?? pageSize) || pageSize, pageSize);
    const next = start + size < items.length ? Buffer.from(String(start + size)).toString('base64') : null;
    return { success: true, data: items.slice(start, start + size), additional_data: { next_cursor: next } };
  };
  const ok = (data: unknown) => ({ body: { success: true, data } });
  const notFound = { status: 404, body: { success: false, error: 'not found' } };
  const personOf = (body: Record<string, unknown>, into?: PdPerson): PdPerson => {
    const emails = (body.emails as PdPerson['emails'] | undefined) ?? into?.emails ?? [];
    return {
      id: into?.id ?? ++serial,
      name: String(body.name ?? into?.name ?? ''),
      emails: emails.map((e) => ({ value: e.value, primary: Boolean(e.primary), label: e.label ?? 'work' })),
      org_name: into?.org_name ?? null,
      update_time: pdTime(now()),
    };
  };

  const webhooks: PipedriveFake['webhooks'] = [];
  const hookView = ({ http_auth_password, ...hook }: PipedriveFake['webhooks'][number]) => ({
    ...hook,
    // Pipedrive answers the password masked.
    http_auth_password: http_auth_password ? '******' : null,
  });

  const server = await startFakeServer(
    [
      ['GET', /^\/api\/v1\/webhooks$/, () => ok(webhooks.map(hookView))],
      [
        'POST',
        /^\/api\/v1\/webhooks$/,
        (req) => {
          const b = req.body as Record<string, string | undefined>;
          if (!b.subscription_url || !b.event_action || !b.event_object)
            return { status: 400, body: { success: false, error: 'missing fields' } };
          const hook = {
            id: ++serial,
            subscription_url: b.subscription_url,
            event_action: b.event_action,
            event_object: b.event_object,
            http_auth_user: b.http_auth_user ?? null,
            http_auth_password: b.http_auth_password ?? null,
            version: b.version ?? '1.0',
          };
          webhooks.push(hook);
          return { status: 201, body: { status: 'ok', success: true, data: hookView(hook) } };
        },
      ],
      [
        'POST',
        /^\/oauth\/token$/,
        (req) => {
          const b = req.body as Record<string, string>;
          if (!req.headers.authorization?.startsWith('Basic '))
            return { status: 401, body: { message: 'client auth' } };
          const pair = auth.grant(
            b.grant_type ?? '',
            b.grant_type === 'refresh_token' ? b.refresh_token : b.code,
          );
          if (!pair) return { status: 400, body: { error: 'invalid_grant' } };
          return {
            body: {
              access_token: pair.access,
              refresh_token: pair.refresh,
              expires_in: 3599,
              token_type: 'Bearer',
              scope: 'base',
              api_domain: 'https://sandbox.pipedrive.test',
            },
          };
        },
      ],
      [
        'GET',
        /^\/api\/v1\/users\/me$/,
        () => ok({ ...users[0], company_id: 77, company_name: 'Sandbox Company', company_domain: 'sandbox' }),
      ],
      ['GET', /^\/api\/v1\/users$/, () => ok(users)],
      [
        'GET',
        /^\/api\/v1\/currencies$/,
        () => ok(['USD', 'EUR', 'GBP'].map((code) => ({ code, name: code }))),
      ],
      ['GET', /^\/api\/v2\/pipelines$/, (req) => ({ body: page(pipelines, req) })],
      ['GET', /^\/api\/v2\/stages$/, (req) => ({ body: page(stages, req) })],
      ['GET', /^\/api\/v2\/organizations$/, (req) => ({ body: page(orgs, req) })],
      [
        'GET',
        /^\/api\/v2\/organizations\/search$/,
        (req) => {
          const term = (req.query.get('term') ?? '').toLowerCase();
          return ok({
            items: orgs
              .filter((o) => o.name.toLowerCase().includes(term))
              .map((item) => ({ result_score: 1, item })),
          });
        },
      ],
      ['GET', /^\/api\/v2\/persons$/, (req) => ({ body: page([...persons.values()], req) })],
      [
        'GET',
        /^\/api\/v2\/persons\/search$/,
        (req) => {
          const term = (req.query.get('term') ?? '').toLowerCase();
          const exact = req.query.get('exact_match') === 'true';
          const byEmail = req.query.get('fields') === 'email';
          const match = (v: string) => (exact ? v.toLowerCase() === term : v.toLowerCase().includes(term));
          const found = [...persons.values()].filter((p) =>
            byEmail
              ? p.emails.some((e) => match(e.value))
              : match(p.name) || p.emails.some((e) => match(e.value)),
          );
          return ok({
            items: found
              .slice(0, Number(req.query.get('limit') ?? 10))
              .map((item) => ({ result_score: 1, item })),
          });
        },
      ],
      [
        'POST',
        /^\/api\/v2\/persons$/,
        (req) => {
          const p = personOf(req.body);
          persons.set(p.id, p);
          return ok(p);
        },
      ],
      [
        'PATCH',
        /^\/api\/v2\/persons\/(\d+)$/,
        (req, [id]) => {
          const found = persons.get(Number(id));
          if (!found) return notFound;
          const p = personOf(req.body, found);
          persons.set(p.id, p);
          return ok(p);
        },
      ],
      [
        'GET',
        /^\/api\/v2\/deals$/,
        (req) => {
          let items = [...deals.values()].filter((d) => d.status !== 'deleted');
          const person = req.query.get('person_id');
          if (person) items = items.filter((d) => String(d.person_id) === person);
          const since = req.query.get('updated_since');
          if (since) items = items.filter((d) => Date.parse(`${d.update_time}Z`) >= Date.parse(since));
          if (req.query.get('sort_by') === 'update_time')
            items.sort((a, b) => a.update_time.localeCompare(b.update_time));
          return { body: page(items, req) };
        },
      ],
      [
        'POST',
        /^\/api\/v2\/deals$/,
        (req) => {
          const b = req.body;
          const at = pdTime(now());
          const d: PdDeal = {
            id: ++serial,
            title: String(b.title ?? ''),
            value: Number(b.value ?? 0),
            currency: String(b.currency ?? 'USD'),
            pipeline_id: Number(b.pipeline_id ?? 1),
            stage_id: Number(b.stage_id ?? stages[0]!.id),
            owner_id: Number(b.owner_id ?? users[0]!.id),
            person_id: b.person_id === undefined ? null : Number(b.person_id),
            status: 'open',
            update_time: at,
            add_time: at,
          };
          deals.set(d.id, d);
          return ok(d);
        },
      ],
      [
        'GET',
        /^\/api\/v2\/deals\/(\d+)$/,
        (_req, [id]) => {
          const d = deals.get(Number(id));
          return d && d.status !== 'deleted' ? ok(d) : notFound;
        },
      ],
      [
        'PATCH',
        /^\/api\/v2\/deals\/(\d+)$/,
        (req, [id]) => {
          const d = deals.get(Number(id));
          if (!d) return notFound;
          Object.assign(d, req.body, { update_time: pdTime(now()) });
          return ok(d);
        },
      ],
    ],
    (req) => auth.gate(req),
    auth.log,
    (req) => auth.loseAnswer(req),
  );
  return {
    ...server,
    ...auth.controls,
    calls: auth.controls.calls,
    persons,
    deals,
    webhooks,
    editDeal(id, change, at) {
      const d = deals.get(id);
      if (d) Object.assign(d, change, { update_time: pdTime(at ?? now()) });
    },
  };
}
