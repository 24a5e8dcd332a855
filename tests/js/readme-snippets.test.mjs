// The framework snippets of the README and the site's pages are files of the integration suite's apps,
// which their frameworks build and Chromium checks (tests/integration): a
// code block after a line "<!-- from <path> -->" must be that file, byte for
// byte, so what the README shows is what was built, type-checked and run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { docsText } from '../docs-text.mjs';

const root = new URL('../../', import.meta.url);
const readme = docsText();
const snippets = [...readme.matchAll(/^<!-- from (\S+) -->\n```\w+\n([\s\S]*?)^```$/gm)].map(([, path, code]) => ({ path, code }));

test('the README shows the Next.js, Astro and React snippets as files of the tested apps', () => {
  const paths = snippets.map((s) => s.path);
  for (const app of ['apps/next/', 'apps/astro/', 'apps/react/']) {
    assert.ok(
      paths.some((p) => p.includes(app)),
      `a snippet from tests/integration/${app} (found: ${paths.join(', ')})`,
    );
  }
});

for (const { path, code } of snippets) {
  test(`the README's snippet is ${path}`, () => {
    assert.equal(code, readFileSync(new URL(path, root), 'utf8'));
  });
}
