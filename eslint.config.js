// ESLint for every JavaScript file of the project: the recommended rules,
// plus the mistakes that have cost time here before (an unused or shadowed
// name, == where === was meant). Layout is Prettier's (npm run lint checks
// both), so no rule here is about style.
import js from '@eslint/js';
import globals from 'globals';

export default [
  {
    ignores: [
      'node_modules/',
      'build/',
      'dist/',
      'screenshots/',
      'docs/public/',
      'docs/.generated/',
      'docs/.vitepress/cache/',
      'tests/integration/**/node_modules/',
      'tests/integration/**/build/',
      'tests/integration/**/dist/',
      'tests/integration/**/.docusaurus/',
      'tests/integration/**/.vitepress/cache/',
    ],
  },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-shadow': 'error',
      'no-unused-vars': [
        'error',
        { args: 'after-used', caughtErrors: 'none', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      'prefer-const': 'error',
    },
  },
  // What ships runs in the page (and must import in Node without touching it).
  // Short functions in what ships: a longer one is a class in closure form, or two jobs.
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  // Build scripts, benchmarks, tools and tests run in Node; tests and
  // benchmarks also hand functions to the page (page.evaluate), so they see both.
  { files: ['scripts/**', 'tools/**', '*.js', '*.mjs'], languageOptions: { globals: { ...globals.node } } },
  { files: ['tests/**', 'bench/**', 'scripts/screenshots.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
];
