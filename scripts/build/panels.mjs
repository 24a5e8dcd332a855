// A panel is a folder of web/panels/ with a panel.js (its descriptor: data
// only) and an index.js (its code), as a Squoosh codec is a folder. Nothing
// lists them by hand:
// - web/panels/registry.js, which the first screen imports, is written here
//   from the descriptors (in their `order`, without it and without the docs);
// - each input's accessor in web/element/index.d.ts, with its doc and group,
//   is written here between two marker lines;
// - 'dpsc:panels', the panels' code and styles for the lazy chunk, is made
//   here at build time from the same folders (a Rollup plugin), which also
//   gives a panel's code that imports its panel.js the data without the docs.
// tests/js/panel-registry.test.mjs checks that both files are what the descriptors give.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { root } from './paths.mjs';
import { publicOf } from '../../web/element/attributes.js';

const PANELS = `${root}web/panels/`;
const REGISTRY = `${PANELS}registry.js`;
const TYPES = `${root}web/element/index.d.ts`;
const BEGIN = '  // Written by scripts/build/panels.mjs from web/panels/*/panel.js (npm run build): edit the descriptors.';
const END = "  // End of the panels' inputs.";


/** The panel folders' descriptors, in their order; a folder must be named by its descriptor's id. */
export async function descriptors() {
  const folders = readdirSync(PANELS, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(`${PANELS}${d.name}/panel.js`));
  const found = [];
  for (const { name } of folders) {
    const { default: d } = await import(pathToFileURL(`${PANELS}${name}/panel.js`).href);
    if (d.id !== name) throw new Error(`build: web/panels/${name}/panel.js names the panel "${d.id}"; its folder must be named by its id`);
    if (!existsSync(`${PANELS}${name}/index.js`)) throw new Error(`build: web/panels/${name}/ has a panel.js but no index.js`);
    if (d.layout) checkLayout(d);
    found.push(d);
  }
  return found.sort((a, b) => a.order - b.order);
}

const format = async (text, filepath) => prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });

// What the page needs of a spec: all but its doc and group.
const runtime = (specs) => Object.fromEntries(Object.entries(specs ?? {}).map(([id, { doc, group, ...spec }]) => [id, spec]));

// A layout places every field and select of its panel once, and nothing else: an input left out would never show.
function checkLayout({ id, fields, selects, layout }) {
  const placed = Object.values(layout).flat();
  const inputs = [...Object.keys(fields), ...Object.keys(selects ?? {})];
  const twice = placed.filter((input, i) => placed.indexOf(input) !== i);
  const missing = inputs.filter((input) => !placed.includes(input));
  const unknown = placed.filter((input) => !inputs.includes(input));
  if (twice.length || missing.length || unknown.length)
    throw new Error(
      `build: web/panels/${id}/panel.js: its layout ${[
        missing.length && `leaves out ${missing.join(', ')}`,
        twice.length && `places ${twice.join(', ')} twice`,
        unknown.length && `places ${unknown.join(', ')}, which it does not have`,
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
}

/** The text of web/panels/registry.js. */
export async function registrySource() {
  const entries = (await descriptors()).map(({ id, fields, selects }) => ({
    id,
    fields: runtime(fields),
    ...(selects && { selects: runtime(selects) }),
  }));
  const text = `// Written by scripts/build/panels.mjs from web/panels/*/panel.js (npm run build): edit the descriptors.

/**
 * Every panel's descriptor as the page reads it, in the order the element shows them.
 * @type {import('./panel').PanelEntry[]}
 */
export const DESCRIPTORS = ${JSON.stringify(entries)};
`;
  return format(text, REGISTRY);
}

// One input's accessor: a field's number (`type`: 'number', or 'number | null' for an optional one), or a select's
// option id ('string').
function accessor(id, { doc, group }, type) {
  if (!doc || !group) throw new Error(`build: the input "${id}" has no doc or no group in its panel.js`);
  const name = publicOf(id);
  const words = doc.split(' ');
  const lines = [];
  for (const word of words) {
    if (lines.length && `   * ${lines.at(-1)} ${word}`.length <= 112) lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  return [
    '  /**',
    ...lines.map((line) => `   * ${line}`),
    '   *',
    `   * @group ${group}`,
    '   */',
    ...(type === 'string' ? [`  ${name}: string;`] : [`  get ${name}(): ${type};`, `  set ${name}(value: number | null);`]),
  ].join('\n');
}

/** The text of web/element/index.d.ts with the panels' inputs written from their descriptors. */
export async function typesSource(text = readFileSync(TYPES, 'utf8')) {
  const [start, end] = [text.indexOf(BEGIN), text.indexOf(END)];
  if (start < 0 || end < start) throw new Error('build: web/element/index.d.ts has lost the marker lines of the panels\' inputs');
  const list = await descriptors();
  const members = list.flatMap((d) => [
    ...Object.entries(d.fields).map(([id, spec]) => accessor(id, spec, spec.optional ? 'number | null' : 'number')),
    ...Object.entries(d.selects ?? {}).map(([id, spec]) => accessor(id, spec, 'string')),
  ]);
  return format(`${text.slice(0, start)}${BEGIN}\n${members.join('\n')}\n${text.slice(end)}`, TYPES);
}

const rewrite = async (path, make) => {
  const text = await make();
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
};

/** Writes web/panels/registry.js and the panels' inputs in web/element/index.d.ts where they differ from the descriptors'. */
export async function writeRegistry() {
  await rewrite(REGISTRY, registrySource);
  await rewrite(TYPES, typesSource);
}

/** The Rollup plugin of 'dpsc:panels': IMPLEMENTATIONS (panel id → its index.js) and STYLES (every panel's styles.css). */
export function panelsPlugin() {
  return {
    name: 'dpsc-panels',
    resolveId: (id) => (id === 'dpsc:panels' ? '\0dpsc:panels' : null),
    async load(id) {
      // A panel's own code that reads its descriptor (its layout) gets it without the docs, which are the build's.
      const own = id.match(/web\/panels\/([\w-]+)\/panel\.js$/);
      if (own) {
        const { fields, selects, layout } = (await descriptors()).find((d) => d.id === own[1]) ?? {};
        return `export default ${JSON.stringify({ id: own[1], fields: runtime(fields), selects: runtime(selects), layout })};`;
      }
      if (id !== '\0dpsc:panels') return null;
      const list = await descriptors();
      const css = list.filter((d) => existsSync(`${PANELS}${d.id}/styles.css`));
      return [
        ...list.map((d, i) => `import * as p${i} from ${JSON.stringify(`${PANELS}${d.id}/index.js`)};`),
        ...css.map((d, i) => `import s${i} from ${JSON.stringify(`${PANELS}${d.id}/styles.css`)};`),
        `export const IMPLEMENTATIONS = { ${list.map((d, i) => `${JSON.stringify(d.id)}: p${i}`).join(', ')} };`,
        `export const STYLES = ${css.map((_, i) => `s${i}`).join(' + ') || "''"};`,
      ].join('\n');
    },
  };
}
