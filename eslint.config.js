// ESLint (flat config): typescript-eslint with type information, React hooks, accessibility, and
// the architecture's import boundaries (scripts/eslint/boundaries.js). `npm run lint` runs it with
// zero warnings allowed, inside `npm test`; Prettier owns formatting (eslint-config-prettier).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import shop from './scripts/eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/web/scripts/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { shop },
    rules: {
      'shop/boundaries': 'error',
      // Promises are awaited or handed on; a forgotten one loses its error.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
      // A file over 400 lines holds more than one thing (issue 17): split it by what it does.
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    // Data, not code: the demo catalogue's artwork and texts, and India's PIN code districts.
    files: ['apps/api/src/db/seed/**', 'apps/api/src/modules/pincode/districts.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // autoFocus is used only where the shopper or staff member has just opened a dialog, an inline
      // editor or a sign-in page, where moving focus to its first field is the accessible behaviour.
      'jsx-a11y/no-autofocus': 'off',
      // A choice card's label holds its input and its text a few elements deep.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
      // A scrolling region (a wide table) is focusable so the keyboard can scroll it, as axe asks.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
