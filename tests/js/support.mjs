// Helpers shared by the test suites (tests/js, tests/browser): the issues a
// call throws, a seeded random generator, the locale files and their
// messages as flat [key, template] pairs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../web/locales/languages.js';

// The API's error class, from the build. Suites of web/ alone (messages,
// glossary) need no build, so a missing dist/ fails only issuesOf.
const api = await import('../../dist/index.js').catch((error) => ({ missing: error }));

/**
 * The issues that `fn` throws as a CalculatorInputError (it must throw one),
 * each mapped through `project`: by default the issue without its message.
 */
export function issuesOf(fn, project = ({ message, ...issue }) => issue) {
  try {
    fn();
  } catch (error) {
    assert.ok(api.CalculatorInputError, `dist/index.js is needed: ${api.missing}`);
    assert.ok(error instanceof api.CalculatorInputError);
    return error.issues.map(project);
  }
  assert.fail('expected a CalculatorInputError');
}

/** A small deterministic generator (mulberry32) of numbers in [0, 1), so a failure can be replayed. */
export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const json = (path) => JSON.parse(readFileSync(new URL(`../../web/locales/${path}.json`, import.meta.url), 'utf8'));

/** A language's two halves as written: web/locales/<language>/screen.json and panels.json (in sections). */
export const halves = (language) => ({ screen: json(`${language}/screen`), panels: json(`${language}/panels`) });

/** A language's messages whole, as the element has them once both halves are in: one table, every error under "errors"; or the glossary. */
export function locale(name) {
  if (name === 'glossary') return json(name);
  const { screen, panels } = halves(name);
  const { errors, ...sections } = panels;
  return { ...screen, ...Object.assign({}, ...Object.values(sections)), errors: { ...screen.errors, ...errors } };
}

/** Every language's messages, by language (web/locales/languages.js). */
export const messagesByLanguage = () => Object.fromEntries(LANGUAGES.map((l) => [l, locale(l)]));

/** Every message as [key, template]; nested ones (errors) as "errors.<code>". */
export const flatten = (messages, prefix = '') =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === 'object' ? flatten(value, `${key}.`) : [[prefix + key, value]]));
