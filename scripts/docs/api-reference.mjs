// The API's reference, one page a theme, cut from the single page TypeDoc
// writes from web/api/index.d.ts (scripts/docs/typedoc.json). Each
// declaration, and each member of Calculator, says its theme with `@group`;
// the themes and their order are typedoc.json's `groupOrder`, and the first
// is the overview's (docs/reference/api.md). Every other theme is
// docs/reference/api/<slug>.md, which includes what is written here.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';

const options = JSON.parse(readFileSync(new URL('typedoc.json', import.meta.url), 'utf8'));

/** The themes, in order: the first is the overview's. */
export const GROUPS = options.groupOrder;

/** A theme's page, as a path under docs/reference/ without ".md". */
export const pageOf = (group) => (group === GROUPS[0] ? 'api' : `api/${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);

// Text cut at the headings of one level: [{ heading, body }], the text before the first as heading null.
function sections(text, level) {
  const hashes = '#'.repeat(level);
  const parts = text.split(new RegExp(`^(?=${hashes} )`, 'm'));
  return parts.map((part) => {
    const line = part.startsWith(`${hashes} `) ? part.slice(0, part.indexOf('\n') + 1 || undefined) : null;
    return { heading: line?.slice(level + 1).trim() ?? null, body: line ? part.slice(line.length) : part };
  });
}

// Headings `by` levels higher (negative: lower), h1 at most.
const shift = (text, by) => text.replace(/^(#{2,6}) /gm, (_, hashes) => `${'#'.repeat(Math.max(2, hashes.length - by))} `);

// A link from one page to another's file: VitePress makes it the page's URL, and a code host follows it as it is.
const relativeLink = (from, to) => {
  const path = posix.relative(posix.dirname(from), `${to}.md`);
  return path.startsWith('.') ? path : `./${path}`;
};

// TypeDoc's horizontal rules between declarations: the headings part them already.
const unruled = (text) => text.replace(/^\*\*\*\n/gm, '').replace(/\n{3,}/g, '\n\n');

// Every heading below a declaration's gets an id of its own, its declaration's and its text: the member `sharding?`
// of smallestSharding()'s result would otherwise take the id of the type Sharding, which VitePress refuses.
function ownIds(text) {
  let parent = '';
  return text.replace(/^(#{2,6}) (.+)$/gm, (line, hashes, title) => {
    const id = title.match(/\{#([\w-]+)\}$/)?.[1];
    if (id) return ((parent = id), line);
    if (hashes.length < 4) return line;
    return `${line} {#${parent}-${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}}`;
  });
}

// An anchor id, as TypeDoc writes it on a heading ({#id}) or in a table (<a id="id">).
const anchorsIn = (text) => [...text.matchAll(/\{#([\w-]+)\}\s*$|<a id="([\w-]+)"><\/a>/gm)].map((m) => m[1] ?? m[2]);

// The first sentence of a member's description: what the method index says of it.
function summaryOf(body) {
  const paragraph = body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .find((p) => p && !p.startsWith('>') && !p.startsWith('#'))
    ?.replace(/\s*\n\s*/g, ' ');
  return paragraph?.match(/^.*?\.(?=\s|$)/)?.[0] ?? paragraph ?? '';
}

/**
 * TypeDoc's single page (`markdown`) as pages: `{ [page]: markdown }`, keyed by pageOf(group), and
 * `index`, the methods of every theme with their first sentence, for the overview's top. Links
 * between declarations lead to the page that holds their target.
 */
export function apiPages(markdown) {
  const top = sections(markdown, 2);
  const unknown = top.filter((s) => s.heading && !GROUPS.includes(s.heading)).map((s) => s.heading);
  if (unknown.length) throw new Error(`web/api/index.d.ts: @group ${unknown.join(', ')} is in no page (typedoc.json groupOrder)`);
  const declarations = Object.fromEntries(top.filter((s) => s.heading).map((s) => [s.heading, s.body]));

  // Calculator's members, by their @group; what comes before its first group stays with it.
  const overview = sections(declarations[GROUPS[0]] ?? '', 3);
  const calculator = overview.find((s) => /^Calculator\b/.test(s.heading ?? ''));
  if (!calculator) throw new Error(`web/api/index.d.ts: Calculator is not in the group ${GROUPS[0]}`);
  const [intro, ...memberGroups] = sections(calculator.body, 4);
  const members = Object.fromEntries(memberGroups.map((s) => [s.heading, s.body]));
  const stray = Object.keys(members).filter((g) => !GROUPS.includes(g));
  if (stray.length) throw new Error(`web/api/index.d.ts: Calculator's @group ${stray.join(', ')} is in no page`);

  const pages = {};
  const index = [];
  for (const group of GROUPS) {
    const methods = members[group] ?? '';
    const parts = [];
    for (const { heading, body } of sections(methods, 5).filter((s) => s.heading?.includes('()'))) {
      const [, name, id] = heading.match(/^(\w+)\(\) \{#([\w-]+)\}/);
      index.push({ group, name, id, summary: summaryOf(body) });
    }
    if (group === GROUPS[0]) {
      // The overview: loadCalculator and Calculator, then Calculator's own members, as declarations of their own.
      parts.push(`## ${group}\n`);
      for (const s of overview.filter((x) => x.heading)) {
        parts.push(`### ${s.heading}\n${s === calculator ? intro.body : s.body}`);
      }
      parts.push(shift(methods, 2));
    } else {
      if (methods.trim()) {
        const properties = /^##### (?!\w+\(\))/m.test(methods) || /^\| Property \|/m.test(methods);
        const onlyProperties = properties && !/^##### \w+\(\)/m.test(methods);
        parts.push(`## ${onlyProperties ? 'Properties' : properties ? 'Methods and properties' : 'Methods'}\n`);
        parts.push(shift(methods, 2));
      }
      if (declarations[group]?.trim()) parts.push(`## Types\n\n${declarations[group]}`);
    }
    pages[pageOf(group)] = ownIds(unruled(parts.join('\n')));
  }

  // Links from the overview.
  const linkTo = (page, id = '') => (page === pageOf(GROUPS[0]) ? '' : relativeLink(pageOf(GROUPS[0]), page)) + (id && `#${id}`);
  const listed = GROUPS.map((group) => {
    const entries = index.filter((m) => m.group === group);
    if (!entries.length) return '';
    const title = group === GROUPS[0] ? `**${group}**` : `**[${group}](${linkTo(pageOf(group))})**`;
    return [`${title}\n`, ...entries.map((m) => `- [\`${m.name}()\`](${linkTo(pageOf(group), m.id)}): ${m.summary}`), ''].join('\n');
  });
  pages.index = `## Methods\n\n${listed.filter(Boolean).join('\n')}`;

  // Each anchor's page, then each link to another page made relative to the page it is on.
  const home = new Map(Object.entries(pages).flatMap(([page, text]) => anchorsIn(text).map((id) => [id, page])));
  for (const [key, text] of Object.entries(pages)) {
    const page = key === 'index' ? pageOf(GROUPS[0]) : key;
    pages[key] = text.replace(/\]\(#([\w-]+)\)/g, (link, id) => {
      const target = home.get(id);
      if (!target) throw new Error(`the API reference links to #${id}, which no page holds`);
      return target === page ? link : `](${relativeLink(page, target)}#${id})`;
    });
  }

  return pages;
}

/**
 * Cuts `${generated}/typedoc/index.md` into `${generated}/api/<name>.md`: `overview` and `methods` for
 * docs/reference/api.md, and one file a theme, which docs/reference/api/<name>.md includes.
 */
export function writeApiReference(generated) {
  const pages = apiPages(readFileSync(`${generated}/typedoc/index.md`, 'utf8'));
  mkdirSync(`${generated}/api`, { recursive: true });
  for (const [key, text] of Object.entries(pages)) {
    const page = key === 'index' ? pageOf(GROUPS[0]) : key;
    if (!existsSync(new URL(`../../docs/reference/${page}.md`, import.meta.url)))
      throw new Error(`the API's group ${key} has no page: write docs/reference/${page}.md, which includes it`);
    const name = key === 'index' ? 'methods' : key === pageOf(GROUPS[0]) ? 'overview' : posix.basename(key);
    writeFileSync(`${generated}/api/${name}.md`, text);
  }
}
