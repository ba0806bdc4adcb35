/**
 * The area rules (CODE_STYLE.md "Areas and their doors"), checked by `npm run lint`:
 * - an area is a server module (apps/server/src/modules/<area>) or a web feature (apps/web/src/features/<area>);
 *   another area may import only its public face, `<area>/index.ts(x)`;
 * - no import cycle between files, and none between areas (folder scope);
 * - shared layers never import areas: server lib/, db/ and providers/, web lib/ and components/; web features never
 *   import the app shell (app/ composes features, not the other way round);
 * - a provider kind (apps/server/src/providers/<kind>) is reached from outside only through its face, index.ts.
 */
const AREA = '^(apps/server/src/modules|apps/web/src/features)/([^/]+)/';
/** The server's core: every feature may use it; it uses no feature (a reverse call becomes an event or an interface). */
const SERVER_CORE = ['brand', 'users', 'auth', 'spaces', 'credits', 'health'];
/** The web's core features: the session, workspaces and the brand. */
const WEB_CORE = ['auth', 'spaces', 'brand'];

module.exports = {
  forbidden: [
    {
      name: 'no-private-cross-area-import',
      severity: 'error',
      comment:
        'Import another area through its public face (<area>/index.ts); the rest of an area is private.',
      from: { path: AREA },
      to: {
        path: '^$1/[^/]+/',
        pathNot: ['^$1/$2/', '^$1/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'providers-through-their-face',
      severity: 'error',
      comment:
        'Import a provider kind through its face (providers/<kind>/index.ts); its files are its own (a kind may use another kind only through that face too).',
      from: { path: '^apps/', pathNot: '^apps/server/src/providers/' },
      to: {
        path: '^apps/server/src/providers/[^/]+/',
        pathNot: '^apps/server/src/providers/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'providers-through-their-face-between-kinds',
      severity: 'error',
      comment: 'One provider kind imports another only through its face (providers/<kind>/index.ts).',
      from: { path: '^apps/server/src/providers/([^/]+)/' },
      to: {
        path: '^apps/server/src/providers/[^/]+/',
        pathNot: ['^apps/server/src/providers/$1/', '^apps/server/src/providers/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'Files must not import each other in a loop.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'no-area-cycle',
      severity: 'error',
      comment:
        'Areas must not depend on each other in a loop: a reverse call becomes an event or a small interface.',
      scope: 'folder',
      from: { path: '^(apps/server/src/modules|apps/web/src/features)/[^/]+$' },
      to: { circular: true },
    },
    {
      name: 'shared-layers-use-no-area',
      severity: 'error',
      comment: 'lib/, db/, providers/ and components/ sit below every area and must not import one.',
      from: { path: '^apps/(server/src/(lib|db|providers)|web/src/(lib|components))/' },
      to: { path: '^apps/(server/src/modules|web/src/features)/' },
    },
    {
      name: 'core-uses-no-feature',
      severity: 'error',
      comment: `The server's core (${SERVER_CORE.join(', ')}) must not depend on a feature module.`,
      from: { path: `^apps/server/src/modules/(${SERVER_CORE.join('|')})/` },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: `^apps/server/src/modules/(${SERVER_CORE.join('|')})/`,
      },
    },
    {
      name: 'web-core-uses-no-feature',
      severity: 'error',
      comment: `The web's core features (${WEB_CORE.join(', ')}) must not depend on another feature.`,
      from: { path: `^apps/web/src/features/(${WEB_CORE.join('|')})/` },
      to: { path: '^apps/web/src/features/', pathNot: `^apps/web/src/features/(${WEB_CORE.join('|')})/` },
    },
    {
      name: 'only-tests-use-test-helpers',
      severity: 'error',
      comment: 'apps/server/src/test holds test and simulation helpers; production code never imports them.',
      from: { path: '^apps/', pathNot: '(\\.test\\.tsx?$|^apps/server/src/test/|^apps/server/bench/)' },
      to: { path: '^apps/server/src/test/' },
    },
    {
      name: 'features-do-not-import-the-shell',
      severity: 'error',
      comment: 'app/ composes the features; a feature never imports app/.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // The production graph. Tests (*.test.ts, bench, e2e) may reach into what they test, so they are left out;
    // the server's test helpers (src/test) are kept as leaves so a production import of them still shows.
    doNotFollow: { path: ['node_modules', '^apps/server/src/test/'] },
    exclude: { path: '(node_modules|/dist/|/drizzle/|\\.test\\.tsx?$|^apps/server/bench/|^apps/web/e2e/)' },
  },
};
