// The project's prose as the tests read it: the README and every page of the
// documentation site (docs/), joined, so that a figure, an example or a rule
// is checked wherever it lives.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** One page of the site, or the README, as text. */
export const readDoc = (path) => readFileSync(join(root, path), 'utf8');

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
