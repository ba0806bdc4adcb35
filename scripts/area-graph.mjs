// Prints the area graph (server modules, web features) from the code, as mermaid; with --write it
// replaces the block between <!-- area-graph:start --> and <!-- area-graph:end --> in ARCHITECTURE.md;
// with --check it fails when that block is not what the code says; with --rules it also fails on a
// violation of the area rules (.dependency-cruiser.cjs). `npm run lint:areas` is `--rules --check`: one
// dependency-cruiser run of apps and packages serves both (it used to run twice, ~25 s each).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin', 'depcruise');
const json = (() => {
  try {
    return execFileSync(
      bin,
      ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'apps', 'packages'],
      {
        cwd: root,
        maxBuffer: 256 * 1024 * 1024,
      },
    );
  } catch (error) {
    // it exits non-zero when a rule is broken; the JSON on stdout says which
    if (!error.stdout?.length) throw error;
    return error.stdout;
  }
})();
const result = JSON.parse(json.toString());
const { modules } = result;

if (process.argv.includes('--rules')) {
  const { output, exitCode } = await format(result, { outputType: 'err' });
  if (exitCode !== 0) {
    console.error(output);
    process.exit(1);
  }
}

const LAYERS = [
  {
    title: 'Server modules',
    area: /^apps\/server\/src\/modules\/([^/]+)\//,
    shared: /^apps\/server\/src\/(lib|db|providers)\//,
  },
  {
    title: 'Web features',
    area: /^apps\/web\/src\/features\/([^/]+)\//,
    shared: /^apps\/web\/src\/(lib|components)\//,
  },
];

function graphOf(layer) {
  const edges = new Map();
  const areas = new Set();
  for (const m of modules) {
    const from = layer.area.exec(m.source)?.[1];
    if (!from) continue;
    areas.add(from);
    for (const d of m.dependencies) {
      const to = layer.area.exec(d.resolved)?.[1];
      if (!to || to === from) continue;
      const key = `${from} --> ${to}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
    }
  }
  return { areas: [...areas].sort(), edges: [...edges.keys()].sort() };
}

const out = [];
for (const layer of LAYERS) {
  const { areas, edges } = graphOf(layer);
  out.push(`${layer.title} (an arrow: imports the public face of):`, '', '```mermaid', 'graph LR');
  const id = (area) => area.replace(/-/g, '_');
  for (const area of areas) out.push(`  ${id(area)}[${area}]`);
  for (const edge of edges) {
    const [from, to] = edge.split(' --> ');
    out.push(`  ${id(from)} --> ${id(to)}`);
  }
  out.push('```', '');
}
const text = out.join('\n');

const file = path.join(root, 'ARCHITECTURE.md');
const start = '<!-- area-graph:start -->';
const end = '<!-- area-graph:end -->';
const block = `${start}\n<!-- printed by \`npm run areas:graph\`; do not edit by hand -->\n\n${text}\n${end}`;

if (process.argv.includes('--write') || process.argv.includes('--check')) {
  const doc = fs.readFileSync(file, 'utf8');
  if (!doc.includes(start)) throw new Error(`ARCHITECTURE.md has no ${start} block`);
  const next = doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block);
  if (!process.argv.includes('--check')) {
    fs.writeFileSync(file, next);
    console.log('ARCHITECTURE.md: area graph written');
  } else if (next !== doc) {
    console.error('ARCHITECTURE.md: the area graph is not what the code says; run `npm run areas:graph`');
    process.exit(1);
  }
} else console.log(text);
