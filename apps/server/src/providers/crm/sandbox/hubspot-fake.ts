import {
  fakeAuth,
  startFakeServer,
  type FakeControls,
  type FakeRequest,
  type FakeServer,
} from './fake-server.js';

interface HsObject {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  contactIds: string[];
}
export interface HubSpotFake extends FakeServer, FakeControls {
  contacts: Map<string, HsObject>;
  deals: Map<string, HsObject>;
  /** A change made in HubSpot itself (deal stage, owner…), with its modified time. */
  editDeal(id: string, properties: Record<string, string>, at?: Date): void;
  /** The app's webhook settings and subscriptions, as set through the developer API (hapikey). */
  webhooks: { targetUrl: string | null; subscriptions: { eventType: string; propertyName?: string }[] };
}

export interface HubSpotFakeOptions {
  /** Largest page the fake answers (HubSpot: 100); small in tests to exercise pagination. */
  pageSize?: number;
  owners?: number;
  /** The clock of modified times (the sandbox uses the server's). */
  now?: () => Date;
}

/** A stateful stand-in for the parts of HubSpot's API Leadloop calls (OAuth, CRM v3 objects, search). */
export async function startHubSpotFake(options: HubSpotFakeOptions = {}): Promise<HubSpotFake> {
  const pageSize = options.pageSize ?? 100;
  const now = options.now ?? (() => new Date());
  const auth = fakeAuth();
  const contacts = new Map<string, HsObject>();
  const deals = new Map<string, HsObject>();
  const companies = [
    { id: '9001', properties: { name: 'Acme Corporation', domain: 'acme.test' } },
    { id: '9002', properties: { name: 'Globex', domain: 'globex.test' } },
    { id: '9003', properties: { name: 'Acme Labs', domain: 'acmelabs.test' } },
  ];
  const owners = Array.from({ length: options.owners ?? 3 }, (_, i) => ({
    id: String(100 + i),
    email: `owner${i + 1}@hubspot.test`,
    firstName: ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara'][i % 5],
    lastName: `Owner${i + 1}`,
    userId: 500 + i,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    archived: false,
    type: 'PERSON',
  }));
  const stages = [
    ['appointmentscheduled', 'Appointment scheduled', '0.2'],
    ['qualifiedtobuy', 'Qualified to buy', '0.4'],
    ['contractsent', 'Contract sent', '0.8'],
    ['closedwon', 'Closed won', '1.0'],
    ['closedlost', 'Closed lost', '0.0'],
  ].map(([id, label, probability], i) => ({
    id,
    label,
    displayOrder: i,
    metadata: { probability },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    archived: false,
    writePermissions: 'CRM_PERMISSIONS_ENFORCEMENT',
  }));
  let serial = 1000;
  const page = <T>(items: T[], req: FakeRequest, limit: unknown, after: unknown) => {
    const start = Number(after ?? 0) || 0;
    const size = Math.min(Number(limit ?? pageSize) || pageSize, pageSize);
    const slice = items.slice(start, start + size);
    const next = start + size < items.length ? { next: { after: String(start + size) } } : undefined;
    void req;
    return { total: items.length, results: slice, ...(next ? { paging: next } : {}) };
  };
  const view = (o: HsObject, props?: string[]) => ({
    id: o.id,
    properties: props ? Object.fromEntries(props.map((p) => [p, o.properties[p] ?? null])) : o.properties,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    archived: o.archived,
  });
  const create = (
    store: Map<string, HsObject>,
    properties: Record<string, string>,
    contactIds: string[] = [],
  ) => {
    const at = now().toISOString();
    const o: HsObject = {
      id: String(++serial),
      properties: { ...properties, hs_lastmodifieddate: at, createdate: at },
      createdAt: at,
      updatedAt: at,
      archived: false,
      contactIds,
    };
    store.set(o.id, o);
    return o;
  };
  const update = (o: HsObject, properties: Record<string, string>, at = now()) => {
    Object.assign(o.properties, properties, { hs_lastmodifieddate: at.toISOString() });
    o.updatedAt = at.toISOString();
  };
  type Filter = { propertyName: string; operator: string; value: string };
  const search = (store: Map<string, HsObject>, body: Record<string, unknown>) => {
    const filters = ((body.filterGroups as { filters: Filter[] }[] | undefined) ?? []).flatMap(
      (g) => g.filters,
    );
    const q = String(body.query ?? '').toLowerCase();
    let items = [...store.values()].filter((o) => !o.archived);
    for (const f of filters) {
      if (f.propertyName === 'associations.contact')
        items = items.filter((o) => o.contactIds.includes(f.value));
      else if (f.operator === 'EQ')
        items = items.filter(
          (o) => (o.properties[f.propertyName] ?? '').toLowerCase() === f.value.toLowerCase(),
        );
      else if (f.operator === 'GTE')
        items = items.filter((o) => Date.parse(o.properties[f.propertyName] ?? '') >= Number(f.value));
    }
    // Like HubSpot's default text search: every word of the query in one of the searchable properties.
    if (q)
      items = items.filter((o) =>
        q
          .split(/\s+/)
          .every((word) => Object.values(o.properties).some((v) => String(v).toLowerCase().includes(word))),
      );
    const sorts = (body.sorts as string[] | undefined) ?? [];
    if (sorts[0])
      items.sort((a, b) => (a.properties[sorts[0]!] ?? '').localeCompare(b.properties[sorts[0]!] ?? ''));
    const props = body.properties as string[] | undefined;
    return page(
      items.map((o) => view(o, props)),
      {} as FakeRequest,
      body.limit,
      body.after,
    );
  };
  const notFound = {
    status: 404,
    body: { status: 'error', message: 'Object not found', category: 'OBJECT_NOT_FOUND' },
  };

  const webhooks: HubSpotFake['webhooks'] = { targetUrl: null, subscriptions: [] };
  const stamp = '2026-01-01T00:00:00.000Z';
  const subscriptionView = (s: HubSpotFake['webhooks']['subscriptions'][number], i: number) => ({
    id: String(i + 1),
    ...s,
    active: true,
    createdAt: stamp,
    updatedAt: stamp,
  });

  const server = await startFakeServer(
    [
      [
        'PUT',
        /^\/webhooks\/v3\/(\d+)\/settings$/,
        (req) => {
          webhooks.targetUrl = String(req.body.targetUrl);
          return { body: { ...req.body, createdAt: stamp, updatedAt: stamp } };
        },
      ],
      [
        'GET',
        /^\/webhooks\/v3\/(\d+)\/subscriptions$/,
        () => ({ body: { results: webhooks.subscriptions.map(subscriptionView) } }),
      ],
      [
        'POST',
        /^\/webhooks\/v3\/(\d+)\/subscriptions$/,
        (req) => {
          const s = { eventType: String(req.body.eventType), propertyName: req.body.propertyName as string };
          webhooks.subscriptions.push(s);
          return { status: 201, body: subscriptionView(s, webhooks.subscriptions.length - 1) };
        },
      ],
      [
        'POST',
        /^\/oauth\/v1\/token$/,
        (req) => {
          const b = req.body as Record<string, string>;
          const pair = auth.grant(
            b.grant_type ?? '',
            b.grant_type === 'refresh_token' ? b.refresh_token : b.code,
          );
          if (!pair) return { status: 400, body: { status: 'BAD_REFRESH_TOKEN', message: 'invalid grant' } };
          return {
            body: {
              access_token: pair.access,
              refresh_token: pair.refresh,
              expires_in: 1800,
              token_type: 'bearer',
            },
          };
        },
      ],
      [
        'GET',
        /^\/oauth\/v1\/access-tokens\/(.+)$/,
        () => ({
          body: {
            hub_id: 4242,
            user_id: 500,
            user: 'owner1@hubspot.test',
            hub_domain: 'sandbox-portal.hubspot.test',
            scopes: ['oauth'],
            token_type: 'access',
            app_id: 1,
            expires_in: 1800,
            token: 'x',
          },
        }),
      ],
      [
        'GET',
        /^\/crm\/v3\/owners\/?$/,
        (req) => ({ body: page(owners, req, req.query.get('limit'), req.query.get('after')) }),
      ],
      [
        'GET',
        /^\/crm\/v3\/pipelines\/deals$/,
        () => ({
          body: {
            results: [
              {
                id: 'default',
                label: 'Sales Pipeline',
                displayOrder: 0,
                stages,
                createdAt: '2026-01-01T00:00:00.000Z',
                updatedAt: '2026-01-01T00:00:00.000Z',
                archived: false,
              },
            ],
          },
        }),
      ],
      ['POST', /^\/crm\/v3\/objects\/contacts\/search$/, (req) => ({ body: search(contacts, req.body) })],
      ['POST', /^\/crm\/v3\/objects\/deals\/search$/, (req) => ({ body: search(deals, req.body) })],
      [
        'POST',
        /^\/crm\/v3\/objects\/companies\/search$/,
        (req) => {
          const q = String(req.body.query ?? '').toLowerCase();
          const found = companies.filter((c) => !q || c.properties.name.toLowerCase().includes(q));
          return {
            body: page(
              found.map((c) => ({
                ...c,
                createdAt: '2026-01-01T00:00:00.000Z',
                updatedAt: '2026-01-01T00:00:00.000Z',
                archived: false,
              })),
              req,
              req.body.limit,
              req.body.after,
            ),
          };
        },
      ],
      [
        'POST',
        /^\/crm\/v3\/objects\/contacts$/,
        (req) => {
          const props = req.body.properties as Record<string, string>;
          const email = props.email?.toLowerCase();
          if (email && [...contacts.values()].some((c) => c.properties.email?.toLowerCase() === email))
            return {
              status: 409,
              body: { status: 'error', message: 'Contact already exists', category: 'CONFLICT' },
            };
          return { status: 201, body: view(create(contacts, props)) };
        },
      ],
      [
        'PATCH',
        /^\/crm\/v3\/objects\/contacts\/(\w+)$/,
        (req, [id]) => {
          const o = contacts.get(id!);
          if (!o) return notFound;
          update(o, req.body.properties as Record<string, string>);
          return { body: view(o) };
        },
      ],
      [
        'POST',
        /^\/crm\/v3\/objects\/deals$/,
        (req) => {
          const assoc = (req.body.associations as { to: { id: string } }[] | undefined) ?? [];
          const props = {
            pipeline: 'default',
            dealstage: 'appointmentscheduled',
            ...(req.body.properties as Record<string, string>),
          };
          return {
            status: 201,
            body: view(
              create(
                deals,
                props,
                assoc.map((a) => a.to.id),
              ),
            ),
          };
        },
      ],
      [
        'GET',
        /^\/crm\/v3\/objects\/deals\/(\w+)$/,
        (req, [id]) => {
          const o = deals.get(id!);
          const props = req.query.getAll('properties').flatMap((p) => p.split(','));
          return o && !o.archived ? { body: view(o, props.length ? props : undefined) } : notFound;
        },
      ],
      [
        'PATCH',
        /^\/crm\/v3\/objects\/deals\/(\w+)$/,
        (req, [id]) => {
          const o = deals.get(id!);
          if (!o) return notFound;
          update(o, req.body.properties as Record<string, string>);
          return { body: view(o) };
        },
      ],
    ],
    // The developer API (webhook settings) takes the app's developer key, not a user's token.
    (req) =>
      req.path.startsWith('/webhooks/')
        ? req.query.get('hapikey')
          ? null
          : { status: 401, body: { message: 'missing hapikey' } }
        : auth.gate(req),
    auth.log,
    (req) => auth.loseAnswer(req),
  );
  return {
    ...server,
    ...auth.controls,
    calls: auth.controls.calls,
    contacts,
    deals,
    webhooks,
    editDeal(id, properties, at) {
      const o = deals.get(id);
      if (o) update(o, properties, at);
    },
  };
}
