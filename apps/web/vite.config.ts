import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Mantine components small and common enough to ship in its first-screen chunk. */
const MANTINE_BASICS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Avatar',
  'Badge',
  'Box',
  'Button',
  'Card',
  'Center',
  'CloseButton',
  'Collapse',
  'Divider',
  'Group',
  'Image',
  'Indicator',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'Progress',
  'SegmentedControl',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Tabs',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
  'FloatingIndicator',
  'AccordionChevron',
];

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, compressed once at the
 * highest levels, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'leadloop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((f) => f.isFile() && /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(f.name))
        .map((f) => path.join(f.parentPath, f.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(file);
          if (data.length < 1024) return;
          const br = await brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          });
          await fs.writeFile(`${file}.br`, br);
          await fs.writeFile(`${file}.gz`, await gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

/**
 * Mantine's AppShell imports react-remove-scroll only to read its class names (to offset the scroll bar):
 * the shell gets those names alone, and the scroll-locking code stays with the modals that lock scrolling.
 */
function appShellScrollClassNames(): Plugin {
  const id = '\0leadloop-remove-scroll-class-names';
  return {
    name: 'leadloop-app-shell-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && /[\\/]AppShell[\\/]/.test(importer)) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}

/**
 * Mantine's AppShell sections each import the drag handle of its resizable navbar/aside (`resize` prop):
 * ours never resize (the sidebar collapses instead), so the handle is a component that renders nothing
 * and its 2 kB of pointer code stay out of the shell.
 */
function appShellWithoutResizeHandle(): Plugin {
  const id = '\0leadloop-app-shell-no-resize-handle';
  return {
    name: 'leadloop-app-shell-no-resize-handle',
    enforce: 'pre',
    resolveId(source, importer) {
      if (/AppShellResizeHandle\.mjs$/.test(source) && importer && /[\\/]AppShell[\\/]/.test(importer))
        return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return 'export const AppShellResizeHandle = () => null;';
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    appShellScrollClassNames(),
    appShellWithoutResizeHandle(),
    precompress(),
    // ANALYZE=1 (npm run analyze:web): what fills each chunk, with its gzip and brotli sizes, in
    // docs/bundle.yml (kept in the repository); ANALYZE_TEMPLATE=treemap draws docs/bundle.html instead.
    ...(process.env.ANALYZE
      ? [
          visualizer({
            filename: path.resolve(
              import.meta.dirname,
              process.env.ANALYZE_TEMPLATE === 'treemap' ? '../../docs/bundle.html' : '../../docs/bundle.yml',
            ),
            template: process.env.ANALYZE_TEMPLATE === 'treemap' ? 'treemap' : 'list',
            title: 'Leadloop web bundle',
            projectRoot: path.resolve(import.meta.dirname, '../..'),
            gzipSize: true,
            brotliSize: true,
          }) as Plugin,
        ]
      : []),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    reportCompressedSize: false,
    rolldownOptions: {
      // Building a zod schema has no side effect: a module's schemas a screen does not use are left out
      // (the shell imports a few helpers from domain modules that also define schemas).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // What every screen runs: one file instead of a dozen, so the first screen waits on fewer requests.
            {
              name: 'framework',
              // (not <Trans>, which only sign-up uses, nor infinite queries)
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next)[\\/]/.test(
                  id,
                ) &&
                !/(Trans(WithoutContext)?|infiniteQuery(Behavior|Observer)|useInfiniteQuery)\.js$/.test(id),
            },
            // The few catalogue texts the first screen shows (a chunk of their own, not with the catalogue).
            { name: 'generic-messages', test: /packages[\\/]domain[\\/]src[\\/]messages[\\/]generic\.ts$/ },
            // Mantine's core (theme, Box, styles API), hooks and the small components nearly every screen
            // shows; the others (with their Floating UI, focus trap…) stay with the screens that use them.
            {
              name: 'mantine',
              test: new RegExp(
                `node_modules[\\\\/]@mantine[\\\\/](hooks|core[\\\\/]esm[\\\\/](core|components[\\\\/](${MANTINE_BASICS.join('|')})))[\\\\/]`,
              ),
            },
          ],
        },
      },
    },
  },
});
