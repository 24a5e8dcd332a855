// The element's reference page, written from dist/custom-elements.json (the
// analyzer reads it from the element's source and JSDoc) and from the
// element's declarations (web/element/index.d.ts), whose JSDoc says what each
// property means, in which group the page lists it (`@group`) and its type.
// Nothing here is written by hand, so a new field changes the page with the
// build. An entry is a block, not a table row, so that no width cuts it; a
// choice's options are a list under its entry.
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { FIELDS, SELECTS } from '../../web/common/fields.js';
import { attributeOf } from '../../web/element/attributes.js';
import { DESCRIPTORS } from '../../web/panels/registry.js';

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
// The value each input starts with, by its attribute.
const INITIAL = Object.fromEntries(Object.entries({ ...FIELDS, ...SELECTS }).map(([id, input]) => [attributeOf(id), input.initial ?? '']));

const flat = (text = '') => String(text).replaceAll('\n', ' ');
// Prose: a tag or a Vue interpolation in a description stays text.
const prose = (text) => flat(text).replaceAll('<', '&lt;').replaceAll('{', '&#123;');
const code = (text) => `\`${flat(text)}\``;
const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('{', '&#123;');
// A union of more options than this is a list under the entry, not a type.
const INLINE_OPTIONS = 4;

/** The element's declaration in a custom-elements manifest. */
export function elementOf(manifest) {
  const declaration = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName);
  if (!declaration) throw new Error('custom-elements.json declares no element');
  return declaration;
}

/**
 * What web/element/index.d.ts says of each property of the element, and of each attribute its JSX
 * props add (`lang`, `open`, `sync-url`): `{ name: { description, group, type } }`, in source order.
 */
export function declarationsOf(source = readFileSync(new URL('../../web/element/index.d.ts', import.meta.url), 'utf8')) {
  const file = ts.createSourceFile('index.d.ts', source, ts.ScriptTarget.Latest, true);
  const out = {};
  const read = (member) => {
    const name = member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : null;
    const doc = member.jsDoc?.at(-1);
    if (!name || !doc || out[name]) return;
    const group = doc.tags?.find((t) => t.tagName.text === 'group');
    out[name] = {
      description: ts.getTextOfJSDocComment(doc.comment)?.trim() ?? '',
      group: ts.getTextOfJSDocComment(group?.comment)?.trim() ?? '',
      type: member.type?.getText(file) ?? '',
    };
  };
  const visit = (node) => {
    if (ts.isClassDeclaration(node) && node.name?.text === 'DpScalingCalculator') node.members.forEach(read);
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'DpScalingCalculatorProps') {
      node.type.types?.filter(ts.isTypeLiteralNode).forEach((literal) => literal.members.forEach(read));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

// The options of a union of string literals ("'a' | 'b'"), or null for any other type.
const optionsOf = (type = '') => {
  const parts = type.split('|').map((p) => p.trim());
  return parts.length > 1 && parts.every((p) => /^(['"]).*\1$/.test(p)) ? parts.map((p) => p.slice(1, -1)) : null;
};

// One entry: its heading, what it is (attribute, property, type, default), its description, its options.
function entry({ heading, id, attribute, property, type, initial, description, readonly, ids }) {
  const options = optionsOf(type);
  const listed = options && options.length > INLINE_OPTIONS;
  const facts = [
    attribute && `**Attribute** ${code(attribute)}`,
    property ? `**Property** ${code(property)}${readonly ? ' (read-only)' : ''}` : attribute && '**Property** none',
    `**Type** ${listed ? 'one of the options below' : code(type || 'string')}`,
    initial !== undefined && initial !== '' && `**Default** ${code(initial)}`,
  ].filter(Boolean);
  return [
    `#### ${code(heading)} {#${id}}\n`,
    `${facts.join(' · ')}\n`,
    `${prose(description)}\n`,
    // HTML, for a class that keeps each option on one line.
    listed &&
      `<p class="dpsc-options">Options (${options.length}): ${options.map((o) => `<code>${escape(o) || "''"}</code>`).join(', ')}.</p>\n`,
    ids && `<p class="dpsc-options">Panels (${ids.length}): ${ids.map((o) => `<code>${escape(o)}</code>`).join(', ')}.</p>\n`,
  ]
    .filter(Boolean)
    .join('\n');
}

// CSS custom properties' defaults, read from the element's style sheets: the light palette's
// value, then the dark one's where it has its own.
function cssDefaults() {
  const panelSheets = DESCRIPTORS.map((d) => `web/panels/${d.id}/styles.css`).filter((path) =>
    existsSync(new URL(`../../${path}`, import.meta.url)),
  );
  const sheets = ['web/element/styles.css', ...panelSheets].map((path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
  const values = {};
  for (const [, name, value] of sheets.join('\n').matchAll(/var\((--dpsc-[\w-]+),\s*([^)]+)\)/g)) {
    values[name] ??= [];
    if (!values[name].includes(value.trim())) values[name].push(value.trim());
  }
  return values;
}

/** The reference page's body, Markdown. */
export function elementReference(manifest, declarations = declarationsOf()) {
  const el = elementOf(manifest);
  const open = (m) => !m.name.startsWith('#') && m.privacy !== 'private' && !m.static;
  const fields = el.members.filter((m) => m.kind === 'field' && open(m));
  const methods = el.members.filter((m) => m.kind === 'method' && open(m));
  const fieldNamed = new Map(fields.map((f) => [f.name, f]));

  // Every attribute, with the property of its name when the element has one.
  const attributes = el.attributes.map((a) => {
    const property = a.fieldName ?? (fieldNamed.has(camel(a.name)) ? camel(a.name) : '');
    const declared = declarations[property] ?? declarations[a.name];
    if (!declared?.group) throw new Error(`web/element/index.d.ts: ${property || a.name} has no @group`);
    const field = fieldNamed.get(property);
    return {
      heading: a.name,
      id: a.name,
      attribute: a.name,
      property,
      type: a.type?.text ?? field?.type?.text ?? declared.type,
      initial: INITIAL[a.name] ?? (/^".*"$/.test(a.default ?? '') ? JSON.parse(a.default) : a.default),
      description: declared.description,
      group: declared.group,
      // The panels' ids, from their folders (web/panels/<id>/panel.js): `open` names them.
      ids: a.name === 'open' ? DESCRIPTORS.map((d) => d.id) : null,
    };
  });
  const asAttribute = new Set(attributes.map((a) => a.property).filter(Boolean));
  const properties = fields
    .filter((f) => !asAttribute.has(f.name))
    .map((f) => {
      const declared = declarations[f.name];
      if (!declared?.group) throw new Error(`web/element/index.d.ts: ${f.name} has no @group`);
      return {
        heading: f.name,
        id: `property-${f.name}`,
        property: f.name,
        readonly: f.readonly,
        ...declared,
        type: f.type?.text ?? declared.type,
      };
    });

  // Groups in the order the declarations first name them; entries in the manifest's order.
  const order = [...new Set(Object.values(declarations).map((d) => d.group))];
  const grouped = (entries) =>
    order
      .map((group) => [group, entries.filter((e) => e.group === group)])
      .filter(([, list]) => list.length)
      .map(([group, list]) => [`### ${group}\n`, ...list.map(entry)].join('\n'));

  const defaults = cssDefaults();
  const cssDefault = (name) => (defaults[name] ?? []).map(code).join(' / ');
  const sections = [
    `## Attributes and properties\n`,
    `${el.attributes.length} attributes, grouped as the element shows them. Setting a property sets its attribute; null removes it.\n`,
    ...grouped(attributes),
    `## Other properties\n`,
    ...grouped(properties),
  ];
  if (methods.length) {
    sections.push(`## Methods\n`);
    for (const m of methods)
      sections.push(`#### ${code(`${m.name}(${(m.parameters ?? []).map((p) => p.name).join(', ')})`)}\n\n${prose(m.description)}\n`);
  }
  sections.push(
    `## Events\n`,
    ...el.events.map((e) => entry({ heading: e.name, id: `event-${e.name}`, type: e.type?.text, description: e.description })),
    `## CSS custom properties\n`,
    `Set on the element or any ancestor. A default in two values is the light palette's, then the dark one's.\n`,
    ...el.cssProperties.map((p) => `- ${code(p.name)}: ${prose(p.description)}${cssDefault(p.name) && ` Default ${cssDefault(p.name)}.`}`),
    '',
    `## Parts\n`,
    ...el.cssParts.map((p) => `- ${code(`::part(${p.name})`)}: ${prose(p.description)}`),
    '',
  );
  return sections.join('\n');
}
