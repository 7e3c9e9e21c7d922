// ESLint flat config: recommended JavaScript and TypeScript rules (syntax only, no type
// information, so it stays fast; `npm run typecheck` does the type checking), the React hooks
// rules for the SPA, and the client's layers with no import cycles (src/ and common/). Rules are
// chosen to catch bugs and hold the layout, not to enforce formatting.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const FEATURES = readdirSync(resolve(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The domains with backoffice screens of their own, in their admin/ folder. */
const DOMAINS_WITH_BACKOFFICE = FEATURES.filter((feature) => existsSync(resolve(ROOT, `src/features/${feature}/admin`)));

/** The files `names` of a feature, as one glob (no-restricted-paths wants globs beside a glob `from`). */
const featureFiles = (feature, names) => resolve(ROOT, `src/features/${feature}/@(${names.join('|')})`);

/** The endpoints of a domain's backoffice screens (features/x/admin/xAdminApi.ts). */
const BACKOFFICE_ENDPOINTS = resolve(ROOT, 'src/features/*/admin/*AdminApi.ts');

/**
 * What one feature may use of another. Anything else in a feature's folder is its own; what two
 * features need moves down to lib/ or components/.
 */
const FEATURE_PUBLIC_MODULES = [
  // Its endpoints (xApi.ts): server data is shared through the one RTK Query cache, not copied;
  // and its slice (xSlice.ts): the events other slices react to (session/loggedOut), its selectors.
  resolve(ROOT, 'src/features/*/*@(Api|Slice).ts'),
  // The session's thunks: account's forms log in and finish an OAuth login.
  featureFiles('session', ['login.ts', 'restoreSession.ts']),
  // Widgets that other features' pages show: the home page's sections (tournament and game cards,
  // the beta section, the guest login form) ...
  featureFiles('tournaments', ['TournamentCard.tsx', 'useTournamentSource.ts']),
  featureFiles('games', ['GameCard.tsx']),
  featureFiles('beta', ['BetaSection.tsx']),
  featureFiles('account', ['LoginForm.tsx']),
  // ... the two-factor setup, which the backoffice walks an admin without it through ...
  resolve(ROOT, 'src/features/account/twoFactor/@(TwoFactorSection.tsx)'),
  // ... the dialogs a tournament card or page opens ...
  featureFiles('notify', ['NotifyDialog.tsx']),
  featureFiles('share', ['ShareDialog.tsx']),
  // ... and the ratings that game cards, game pages and the popular games show.
  featureFiles('ratings', ['RatingDisplay.tsx', 'RateControl.tsx', 'useRatingsInBatches.ts', 'ratingConstants.ts']),
  // A domain's backoffice endpoints, for the backoffice screens of other domains (an API key names
  // tournaments); BACKOFFICE_ZONES keeps them out of public pages.
  BACKOFFICE_ENDPOINTS,
];

/**
 * Backoffice code: each domain's admin/ folder (its backoffice screens and endpoints) and the staff
 * feature (users, audit log, dashboard, early access). Only the backoffice frame (app/backoffice),
 * the router (which loads the staff pages on demand) and the domain's own admin/ folder import it,
 * so no public page carries it in its bundle.
 */
const BACKOFFICE = ['./src/features/*/admin/**', './src/features/admin/**'];
const BACKOFFICE_MESSAGE =
  'Backoffice code (features/*/admin/, features/admin/) is imported only by the backoffice frame (app/backoffice/), the router and its own domain\'s admin/ folder: a public page would carry it in its bundle.';
const BACKOFFICE_ZONES = [
  {
    // Every public file that may import features: the features outside their admin/ folders, and app/ but for the frame and the router.
    target: ['./src/features/!(admin)/!(admin){,/**}', './src/app/!(backoffice|router.tsx){,/**}', './src/realtime', './src/main.tsx'],
    from: BACKOFFICE,
    message: BACKOFFICE_MESSAGE,
  },
  ...DOMAINS_WITH_BACKOFFICE.map((domain) => ({
    target: `./src/features/${domain}/admin`,
    from: [`./src/features/!(${domain})/admin/**`, './src/features/admin/**'],
    except: [BACKOFFICE_ENDPOINTS],
    message: `${BACKOFFICE_MESSAGE} Another domain's backoffice offers only its endpoints (*AdminApi.ts).`,
  })),
  {
    target: './src/features/admin',
    from: './src/features/*/admin/**',
    except: [BACKOFFICE_ENDPOINTS],
    message: `${BACKOFFICE_MESSAGE} Another domain's backoffice offers only its endpoints (*AdminApi.ts).`,
  },
];

const CONTRACT_TYPES_ONLY = {
  group: ['**/common/contract/*', './contract/*'],
  allowTypeImports: true,
  message: 'The SPA imports the API contract with `import type` only, so TypeBox stays out of the bundle.',
};

const LAYER_MESSAGE = 'Imports flow one way: common <- lib <- components, api and realtime <- features <- app <- main.tsx (README, Layout).';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/', 'bench/results/', 'data/', 'test-results/'] },
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
    // The client's layers and no import cycles, for src/ and common/ (the server appends its own
    // block below). import-x's no-restricted-paths and no-cycle are what bulletproof-react (named
    // in our style) holds its layout with; import-x is the maintained fork of eslint-plugin-import,
    // with flat config and a faster resolver. no-cycle ignores `import type`, which is erased.
    files: ['src/**/*.{ts,tsx}', 'common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            { target: './common', from: ['./src', './server'], message: 'common/ is what the SPA and the server share: it imports neither.' },
            { target: './src/lib', from: ['./src/components', './src/api', './src/features', './src/realtime', './src/app', './src/main.tsx'], message: LAYER_MESSAGE },
            { target: './src/components', from: ['./src/api', './src/features', './src/realtime', './src/app', './src/main.tsx'], message: LAYER_MESSAGE },
            { target: './src/api', from: ['./src/components', './src/features', './src/realtime', './src/app', './src/main.tsx'], message: LAYER_MESSAGE },
            { target: './src/features', from: './src/main.tsx', message: LAYER_MESSAGE },
            {
              // Features use the store through the typed hooks (plain react-redux hooks are not
              // used) and name its types (RootState, AppDispatch); nothing else of app/.
              target: './src/features',
              from: './src/app',
              except: ['./hooks.ts', './store.ts'],
              message: LAYER_MESSAGE,
            },
            { target: './src/realtime', from: ['./src/components', './src/api', './src/app', './src/main.tsx'], message: LAYER_MESSAGE },
            {
              // Like server/realtime: the socket's life is here; what each event means is the features'.
              target: './src/realtime',
              from: './src/features',
              message: 'The realtime client is transport only: features register their socket handlers (xSocket.ts, gathered by app/realtime.ts).',
            },
            { target: './src/app', from: './src/main.tsx', message: LAYER_MESSAGE },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: `./src/features/!(${feature})/**`,
              except: FEATURE_PUBLIC_MODULES,
              message: 'A feature uses only what another one offers (FEATURE_PUBLIC_MODULES in eslint.config.mjs); move what they share down to lib/ or components/.',
            })),
            ...BACKOFFICE_ZONES,
          ],
        },
      ],
    },
  },
  {
    // Every HTTP call of the SPA goes through the base query of api/baseApi.ts, which alone sets the
    // bearer header and shapes the errors: no plain fetch or XMLHttpRequest beside it.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the server through baseApi (an endpoint, or the baseQuery of a queryFn).' },
        { name: 'XMLHttpRequest', message: 'Call the server through baseApi (an endpoint, or the baseQuery of a queryFn).' },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: 'Call the server through baseApi (an endpoint, or the baseQuery of a queryFn).' })),
      ],
    },
  },
  {
    // The API contract (common/contract) is TypeBox code: the SPA, and the common/ files it
    // imports, take its types only, so none of it reaches the browser bundle.
    files: ['src/**/*.{ts,tsx}', 'common/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CONTRACT_TYPES_ONLY] }] },
  },
  {
    // app/store.ts imports every slice: a feature importing a value from it would form a loop. Its
    // types are erased at build time. (This block repeats the contract pattern: a later block's
    // options replace an earlier one's for the same rule.)
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            CONTRACT_TYPES_ONLY,
            { group: ['**/app/store'], allowTypeImports: true, message: 'Features import only types from app/store.ts (import type).' },
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
