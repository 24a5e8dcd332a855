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

/** The README and every page of the site, joined. */
export const docsText = () => ['README.md', ...docsPages()].map(readDoc).join('\n\n');
