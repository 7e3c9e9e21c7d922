// ESLint flat config: recommended JavaScript and TypeScript rules (syntax only, no type
// information, so it stays fast; `npm run typecheck` does the type checking) plus the React hooks
// rules for the SPA. Rules are chosen to catch bugs, not to enforce formatting.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'bench/results/', 'data/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // Unused parameters are allowed when their name says so (`_request`), as are rest siblings
      // used to drop a field (`const { password, ...rest } = user`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A `let` assigned once, after a closure that reads it was created, cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Input sanitising strips control characters on purpose (NUL cannot be stored in PostgreSQL text).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A performance hint, not a bug: resetting a dialog's state when it opens is a legitimate
      // use. Reported as a warning so it is seen without failing the lint.
      'react-hooks/set-state-in-effect': 'warn',
    },
  },
  {
    // The API contract (common/contract) is TypeBox code: the SPA, and the common/ files it
    // imports, take its types only, so none of it reaches the browser bundle.
    files: ['src/**/*.{ts,tsx}', 'common/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/common/contract/*', './contract/*'],
              allowTypeImports: true,
              message: 'The SPA imports the API contract with `import type` only, so TypeBox stays out of the bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS files (jest transforms, stubs, plain .js scripts: package.json has no "type": "module")
    // load their dependencies with require().
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
