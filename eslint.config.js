import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver, defaultConditionNames } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The shape of the code (docs/decisions.md 105): which part may import which, no cycles, the rules of hooks,
// kebab-case names. The boundaries are read from the folders, so a new feature or service is covered without
// touching this file.

// Paths below are from the repository's root, wherever ESLint is started.
const root = fileURLToPath(new URL('.', import.meta.url));
/** The npm workspaces, each a package with its own package.json. */
const { workspaces } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

const folders = (parent) =>
  readdirSync(new URL(parent, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** One zone per subfolder of `parent`: it imports itself, no other subfolder. */
const eachAlone = (parent, message) =>
  folders(parent).map((name) => ({ target: `${parent}/${name}`, from: parent, except: [`./${name}`], message }));

// Web: app → features → shared, for the public site and the staff dashboard alike.
const publicApp = ['web/src/app', 'web/src/server', 'web/src/main.tsx']; // server/ renders the app: app level
const adminApp = ['web/src/admin/app', 'web/src/admin/main.tsx', 'web/src/admin/admin-shell-messages.ts'];
const sharedWeb = ['web/src/components', 'web/src/lib', 'web/src/i18n', 'web/src/config'];
const adminShared = ['web/src/admin/components', 'web/src/admin/lib'];

const webZones = [
  {
    target: sharedWeb,
    from: [...publicApp, 'web/src/features', 'web/src/admin'],
    message: 'Shared web code is imported by the apps and their features, never the other way round.',
  },
  {
    target: 'web/src/features',
    from: [...publicApp, 'web/src/admin'],
    message: 'A feature is composed by the app; it never imports the app or the staff dashboard.',
  },
  ...eachAlone('web/src/features', 'A feature never imports another feature: move what both need to shared code.'),
  {
    target: publicApp,
    from: 'web/src/admin',
    message: 'The public site never imports the staff dashboard (a bundle of its own).',
  },
  {
    target: 'web/src/admin',
    from: [...publicApp, 'web/src/features'],
    message: "The staff dashboard shares the site's shared code only, never its app or features.",
  },
  {
    target: adminShared,
    from: [...adminApp, 'web/src/admin/features'],
    message: "The dashboard's shared code is imported by its app and features, never the other way round.",
  },
  {
    target: 'web/src/admin/features',
    from: adminApp,
    message: 'A dashboard feature is composed by the dashboard app; it never imports the app.',
  },
  ...eachAlone('web/src/admin/features', 'A feature never imports another feature: move what both need to shared code.'),
];

// Services: each one is deployed alone, so it imports only the shared packages (contracts, kit). Production code
// only: a service's tests may start other real services through their package entry points.
// The composition root that runs every service in one process lives outside services/, in embedded/
// (docs/decisions.md 138): it imports them all, and nothing imports it.
const services = folders('services').filter((name) => !['contracts', 'kit'].includes(name));
const serviceMessage = 'A service imports only @ristorante/contracts and @ristorante/kit, never another service.';

const serviceZones = [
  ...services.flatMap((name) => [
    { target: `services/${name}/src`, from: 'services', except: [`./${name}`, './contracts', './kit'], message: serviceMessage },
    { target: `services/${name}/src`, from: ['gateway', 'web'], message: serviceMessage },
  ]),
  { target: 'gateway/src', from: 'services', except: ['./contracts', './kit'], message: serviceMessage },
  { target: 'gateway/src', from: 'web', message: serviceMessage },
  {
    target: 'services/kit',
    from: 'services',
    except: ['./kit', './contracts'],
    message: 'The kit is shared by every service, so it imports none of them (only contracts).',
  },
  { target: 'services/kit', from: ['gateway', 'web'], message: 'The kit imports no service and no web code.' },
  {
    target: 'services/contracts',
    from: 'services',
    except: ['./contracts'],
    message: 'Contracts are the bottom layer everyone imports: they import nothing of ours.',
  },
  { target: 'services/contracts', from: ['gateway', 'web'], message: 'Contracts import nothing of ours.' },
  {
    target: ['web/src', 'web/test', 'web/build', 'web/scripts'],
    from: 'services',
    except: ['./contracts'],
    message: 'The web app talks to the services over HTTP; it shares only their contracts.',
  },
  {
    // The browser journeys drive the whole system: they may make their files as the catalog's tests do (a phone photo)
    // and read a mail's GiroCode as the worker's tests do.
    target: 'web/e2e',
    from: 'services',
    except: ['./contracts', './catalog/test/support', './notification-worker/test/support'],
    message: 'The browser journeys talk to the services over HTTP; they share only contracts and test fixtures.',
  },
  { target: 'web', from: 'gateway', message: 'The web app talks to the gateway over HTTP, it never imports it.' },
  {
    target: ['services', 'gateway', 'web'],
    from: 'embedded',
    message: 'The embedded mode composes the services and the gateway; nothing of theirs imports it.',
  },
];

// Kebab-case: `.test`, `.d`, `.config`, `.body` and the like after the first dot are not part of the name.
const kebabCase = {
  'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
  'check-file/folder-naming-convention': ['error', { '**/{src,test}/**/': 'KEBAB_CASE' }],
};

// Tests may never be focused or skipped (every file).
const testFocus = [
  { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
  { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
];

// The HTTP layer holds no SQL (docs/decisions.md 139): a route parses, calls a use case and answers; the use case
// holds the rule and calls a repository (`*-repository.ts`), where the SQL is. Read in route files and in every
// `src/http/` folder (the kit's too: its helpers there are HTTP helpers, its tables' SQL lives in `kit/src/db`).
const sqlWhere = 'SQL belongs in a repository (`*-repository.ts`), called by a use case (docs/decisions.md 139)';
const sqlText = '/\\b(SELECT|INSERT\\s+INTO|DELETE\\s+FROM|UPDATE\\s+\\S+\\s+SET|pg_advisory\\w*)\\b/';
const noSqlInHttp = [
  { selector: `Literal[value=${sqlText}]`, message: `No SQL in the HTTP layer: ${sqlWhere}.` },
  { selector: `TemplateElement[value.raw=${sqlText}]`, message: `No SQL in the HTTP layer: ${sqlWhere}.` },
  {
    selector: "CallExpression[callee.property.name='query']",
    message: `No database queries in the HTTP layer: ${sqlWhere}.`,
  },
  {
    selector: "ImportDeclaration[source.value='pg']",
    message: `The HTTP layer does not talk to PostgreSQL: ${sqlWhere}.`,
  },
  {
    // A transaction and the events it records are a use case's: the route only parses, calls and answers.
    selector: 'CallExpression[callee.name=/^(withTransaction|withSessionLock|recordEvent|recordGuestEvent)$/]',
    message: 'No transactions or recorded events in the HTTP layer: call a use case (docs/decisions.md 139).',
  },
];

export default tseslint.config(
  // Build output and run state (as in .gitignore and .prettierignore).
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '.data/**', '.stack/**', 'test-results/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...testFocus],
    },
  },
  {
    // The HTTP layer: route files and src/http folders of the services and the gateway (docs/decisions.md 139).
    // One rule's options replace an earlier block's, so the test rules are repeated here.
    files: ['{services/*,gateway}/src/**/*-routes.ts', '{services/*,gateway}/src/http/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...testFocus, ...noSqlInHttp] },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Import direction and cycles. The resolver reads TypeScript's resolution (a `.js` import is its `.ts` file)
    // and the `source` condition, so `@ristorante/kit` is services/kit/src, the code the rules must see.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the import rules parse when they follow an import (no-cycle reads the imported modules).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          conditionNames: ['source', ...defaultConditionNames],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...webZones, ...serviceZones] }],
      // A cycle makes module order matter (a value is undefined at first use) and the layers meaningless.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Every package declares what it imports (docs/decisions.md 141): its own code against its own package.json, so a
  // package deployed alone cannot lean on what only the monorepo's root installs; its tests and test support may also
  // use the root's dev dependencies (Vitest, Playwright, the fakes).
  ...workspaces.flatMap((workspace) => [
    {
      files: [`${workspace}/src/**/*.{ts,tsx}`],
      ignores: [`${workspace}/src/testing/**`],
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [path.join(root, workspace)], devDependencies: false, peerDependencies: true, includeTypes: true },
        ],
      },
    },
    {
      files: [
        `${workspace}/{test,e2e,scripts,build}/**/*.{ts,tsx}`,
        `${workspace}/src/testing/**/*.ts`,
        `${workspace}/*.config.ts`,
      ],
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [path.join(root, workspace), root], devDependencies: true, includeTypes: true },
        ],
      },
    },
  ]),
  {
    // The rules of hooks, and those of the React Compiler's checks that catch bugs without the compiler
    // (docs/decisions.md 105): impure render (a server-rendered page must hydrate), components made during
    // render (they remount each time), setState during render, and the like.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      // A missing dependency is a stale value: an error, not a warning that `eslint .` lets pass.
      'react-hooks/exhaustive-deps': 'error',
      // The app does not run the React Compiler (React 18): these only say what it could not compile.
      'react-hooks/config': 'off',
      'react-hooks/gating': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/unsupported-syntax': 'off',
      // Flags the latest callback kept in a ref (React 18 has no useEffectEvent) and refs kept in an object.
      'react-hooks/refs': 'off',
      // Flags the server render's head collector (usePageHead), written during render by design: a server
      // render runs no effects.
      'react-hooks/immutability': 'off',
      // Advice against an extra render (resetting state when a prop changes, focus after render), not a bug.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Kebab-case names (docs/decisions.md 105) for every source file, and every folder in a src/ or test/.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: kebabCase,
  },
  {
    // The other files in packages' src and test (styles, fixtures) are named by the same rule; the processor
    // hands ESLint an empty text, so only their names are checked.
    files: ['{services/*,gateway,embedded,web}/{src,test}/**/*.{css,json,md,sql,jpg,png,webp,svg}'],
    // README.md is a convention of its own; migrations are named `<timestamp>_<name>` by node-pg-migrate.
    ignores: ['**/README.md', '**/migrations/*.sql'],
    processor: 'check-file/eslint-processor-check-file',
    plugins: { 'check-file': checkFile },
    rules: kebabCase,
  },
  prettier,
);
