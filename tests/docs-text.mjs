// The project's prose as the tests read it: the README and every page of the
// documentation site (docs/), joined, so that a figure, an example or a rule
// is checked wherever it lives.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Markdown pages under docs/, sorted; the site's generated and copied parts left out. */
export function docsPages(directory = 'docs') {
  return readdirSync(join(root, directory), { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'public' ? [] : docsPages(path);
      return entry.name.endsWith('.md') ? [path] : [];
    })
    .sort();
}

const INCLUDE = /<!--\s*@include:\s*(.*?)\s*-->/g;

/** The lines of `text` between `#region name` and `#endregion name` markers (HTML, CSS or JS comments), as VitePress finds them. */
function region(text, name, where) {
  const lines = text.split(/\r?\n/);
  const marker = (line, tag) =>
    [/^<!-- #?(\w+) ([\w*-]+) -->$/, /^\/\* ?#(\w+) ([\w*-]+) ?\*\/$/, /^\/\/ ?#?(\w+) ([\w*-]+)$/].some((re) => {
      const m = line.trim().match(re);
      return m && m[1] === tag && m[2] === name;
    });
  const start = lines.findIndex((line) => marker(line, 'region'));
  const end = lines.findIndex((line, i) => i > start && marker(line, 'endregion'));
  if (start < 0 || end < 0) throw new Error(`${where}: no region "${name}"`);
  return lines.slice(start + 1, end).join('\n');
}

/**
 * `text` (the file at `path`, relative to the repository) with its VitePress includes replaced by
 * what they include, as the site shows it: a whole file, a `#region` of it or a `{from,to}` range
 * of its lines, included files expanded in turn. The site's generated parts (docs/.generated/) are
 * build output, absent before a build, and stay as their include lines.
 */
export function expandIncludes(text, path) {
  return text.replace(INCLUDE, (line, target) => {
    if (target.includes('.generated/')) return line;
    const [, file, name, from, to] = target.match(/^(.*?)(?:#([\w-]+))?(?:\{(\d*),(\d*)\})?$/);
    const included = file.startsWith('@') ? join('docs', file.replace(/^@\/?/, '')) : join(dirname(path), file);
    let content = readFileSync(join(root, included), 'utf8');
    if (name) content = region(content, name, included);
    if (from !== undefined) {
      content = content
        .split(/\r?\n/)
        .slice(from ? Number(from) - 1 : undefined, to ? Number(to) : undefined)
        .join('\n');
    }
    return expandIncludes(content, relative(root, join(root, included)));
  });
}

/** One page of the site, or the README, as text, its includes expanded (as the site shows it). */
export const readDoc = (path) => expandIncludes(readFileSync(join(root, path), 'utf8'), path);

/** One page as it is written, its include lines left as they are. */
export const readSource = (path) => readFileSync(join(root, path), 'utf8');

/**
 * The examples of the API's declarations (web/api/index.d.ts), which the API page is generated
 * from: each `@example` code block, out of its comment, as Markdown.
 */
export function apiExamples() {
  const declarations = readDoc('web/api/index.d.ts');
  // An example is the last part of its comment: it runs to the comment's end.
  return [...declarations.matchAll(/@example\n([\s\S]*?)\*\//g)].map((m) => m[1].replace(/^\s*\* ?/gm, '').trim()).join('\n\n');
}

/** The README, every page of the site and the API's examples, joined. */
export const docsText = () => [...['README.md', ...docsPages()].map(readDoc), apiExamples()].join('\n\n');
