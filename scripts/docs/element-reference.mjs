// The element's reference page, written from dist/custom-elements.json (the
// analyzer reads it from the element's JSDoc): attributes, public
// properties and methods, events, CSS custom properties and parts. Nothing
// here is written by hand, so a new field changes the page with the build.

import { FIELDS, SELECTS } from '../../web/element/fields.js';

// The value each input starts with, by its attribute (the kebab-case of its id).
const kebab = (id) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const INITIAL = Object.fromEntries(Object.entries({ ...FIELDS, ...SELECTS }).map(([id, input]) => [kebab(id), input.initial ?? '']));

const flat = (text = '') => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
// Prose cells: a tag or a Vue interpolation in a description stays text.
const cell = (text) => flat(text).replaceAll('<', '&lt;').replaceAll('{', '&#123;');
const code = (text) => (text ? `\`${flat(text)}\`` : '');

function table(header, rows) {
  if (!rows.length) return '_None._\n';
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') + '\n';
}

/** The element's declaration in a custom-elements manifest. */
export function elementOf(manifest) {
  const declaration = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName);
  if (!declaration) throw new Error('custom-elements.json declares no element');
  return declaration;
}

/** The reference page's body, Markdown. */
export function elementReference(manifest) {
  const el = elementOf(manifest);
  const open = (m) => !m.name.startsWith('#') && m.privacy !== 'private' && !m.static;
  const fields = el.members.filter((m) => m.kind === 'field' && open(m));
  const methods = el.members.filter((m) => m.kind === 'method' && open(m));
  return [
    `## \`<${el.tagName}>\`\n`,
    `${el.description ?? ''}\n`,
    `### Attributes (${el.attributes.length})\n`,
    table(
      ['Attribute', 'Property', 'Starts at', 'Type', 'Description'],
      el.attributes.map((a) => [code(a.name), code(a.fieldName), code(INITIAL[a.name]), code(a.type?.text), cell(a.description)]),
    ),
    `### Properties (${fields.length})\n`,
    table(
      ['Property', 'Type', 'Description'],
      fields.map((f) => [code(f.name), code(f.type?.text), cell(f.description)]),
    ),
    `### Methods (${methods.length})\n`,
    table(
      ['Method', 'Description'],
      methods.map((m) => [code(`${m.name}(${(m.parameters ?? []).map((p) => p.name).join(', ')})`), cell(m.description)]),
    ),
    `### Events (${el.events.length})\n`,
    table(
      ['Event', 'Type', 'Description'],
      el.events.map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
    ),
    `### CSS custom properties (${el.cssProperties.length})\n`,
    table(
      ['Property', 'Description'],
      el.cssProperties.map((p) => [code(p.name), cell(p.description)]),
    ),
    `### Parts (${el.cssParts.length})\n`,
    table(
      ['Part', 'Description'],
      el.cssParts.map((p) => [code(p.name), cell(p.description)]),
    ),
  ].join('\n');
}
