// ESLint flat config: recommended JavaScript and TypeScript rules (syntax only, no type
// information, so it stays fast; `npm run typecheck` does the type checking) plus the React hooks
// rules for the SPA. Rules are chosen to catch bugs, not to enforce formatting.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
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
    // CommonJS files (jest transforms, stubs, plain .js scripts: package.json has no "type": "module")
    // load their dependencies with require().
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The server's layers. No import cycle among server/ and common/ files: modules in a loop can
    // be neither understood nor moved apart. The realtime transport knows no feature: features
    // register their socket events on app.realtime, so server/realtime never imports a route.
    // (import-x is the maintained fork of eslint-plugin-import; its Node resolver finds .ts files.)
    files: ['server/**/*.ts', 'common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // The files an import leads to are TypeScript too: they are read with the same parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/realtime',
              from: './server/routes',
              message: 'server/realtime is transport only: a feature registers its socket events through app.realtime instead.',
            },
          ],
        },
      ],
    },
  },
);
