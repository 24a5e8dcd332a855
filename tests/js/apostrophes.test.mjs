// One apostrophe per language (language review, turn 5, S17): Italian elides in almost every
// sentence, and its strings use the straight one (l'efficienza); a curly one (l’efficienza)
// beside it reads as two hands at work.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { flatten, messagesByLanguage } from './support.mjs';

test('Italian writes every apostrophe straight', () => {
  for (const [key, text] of flatten(messagesByLanguage().it)) assert.doesNotMatch(text, /\u2019/u, `it ${key}: ${text}`);
});

test('English writes every apostrophe straight', () => {
  for (const [key, text] of flatten(messagesByLanguage().en)) assert.doesNotMatch(text, /\u2019/u, `en ${key}: ${text}`);
});
