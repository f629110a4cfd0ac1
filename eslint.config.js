import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import webRules from './apps/web/lint/web-rules.js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What import-x's resolver tries after a specifier without an extension. */
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

// The project's own rules that hold for every file, as a local plugin.
const ISSUE_CITATION = [/\bissue\s*#?\d+/i, /\(#\d+\)/];
const projectRules = {
  rules: {
    // Code speaks of the product, not of its history: a comment says what the code does and why, and the
    // tracker's numbers stay in the tracker and the commit log.
    'no-issue-citations': {
      meta: {
        type: 'suggestion',
        docs: { description: 'Comments say what the code does and why, without citing issue numbers.' },
        schema: [],
        messages: {
          citation: 'A comment cites an issue number: say what the code does and why, in product terms.',
        },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (ISSUE_CITATION.some((pattern) => pattern.test(comment.value))) {
                context.report({ loc: comment.loc, messageId: 'citation' });
              }
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      // Test reports, journeys' artifacts and tool caches.
      '.tmp/**',
      '**/drizzle/meta/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/android/**',
      'apps/web/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { project: projectRules },
    rules: { 'project/no-issue-citations': 'error' },
  },
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: RESOLVED_EXTENSIONS })],
      // Cycles are ours to find: never parse packages' own (often minified, bundled) files.
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Every regular expression here may meet a member's or an editor's input: none may backtrack or move
    // in more than linear time (a 100,000-character article once froze the server for 12 s).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': ['error', { ignoreSticky: false, ignorePartial: false }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': tanstackQuery, web: webRules },
    // Typed linting, for the rules that need types (floating promises, TanStack Query's no-void-query-fn).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    settings: {
      // `@/…` is apps/web/src/… (the web tsconfig's `paths`): the cycle check follows it as it follows `../`.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: RESOLVED_EXTENSIONS,
          tsconfig: { configFile: `${import.meta.dirname}/apps/web/tsconfig.json` },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...tanstackQuery.configs['flat/recommended'][0].rules,
      // Imports flow one way: shared code (api, brands, navigation, platform, session, ui) → features → screens →
      // app. Every folder under features/ is a feature, matched by pattern: features never import each other.
      'web/layers': 'error',
      // A module two or more folders up is `@/…` (src/…), in imports, dynamic imports and vi.mock().
      'web/no-deep-relative-imports': 'error',
      'web/kebab-case': 'error',
      // Only lazy route modules (src/screens/**) may export a default.
      'web/no-default-export': 'error',
      // The native shell's plugins only through src/platform/native-plugins.ts, by dynamic import.
      'web/native-plugins': 'error',
      // A form that sends works one way: useForm (ui/form/use-form.ts).
      'web/forms-use-form': 'error',
      // Shared folders one way too: platform (the native adapters) ← api ← session ← app (start-up's wiring).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/platform/**',
              from: './apps/web/src/!(platform|test)/**',
              message:
                'platform/ holds the native adapters only and imports no other folder: start-up that uses the session, the API or the router is app/start-*.ts.',
            },
            {
              // The web build holds no brand: the server's page says which it is (brands/current-brand.ts).
              target: './apps/web/src/!(test)/**/!(*.test).{ts,tsx}',
              from: './packages/contracts/src/brands.ts',
              message:
                "The web app holds no brand: read the page's (brands/current-brand.ts). Tests take theirs from test/brand-fixtures.ts.",
            },
            {
              target: './apps/web/src/api/**',
              from: './apps/web/src/session/**',
              message:
                "api/ never imports the session: a signed-in call reads the member's token and notes its activity through the session start-up gives it (api/client-session.ts).",
            },
          ],
        },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      'no-restricted-imports': [
        'error',
        {
          // Full zod costs ~22 KB of the login budget; zod/mini costs ~4 KB.
          paths: [{ name: 'zod', message: "Import 'zod/mini' in code that ships to the browser." }],
          patterns: [{ group: ['**/index', '**/index.ts'], message: 'Import the file itself, not a barrel.' }],
        },
      ],
    },
  },
  {
    // The server's layers (docs/decisions/server-structure.md): routes are thin and reach
    // data only through services; services and repositories never see HTTP (they take a Caller and plain
    // values). No default exports in the server or the contracts.
    files: ['apps/server/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    rules: {
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/modules/**/*-routes.ts',
              from: ['./apps/server/src/db/**', './apps/server/src/modules/**/*-repository.ts'],
              message: 'Routes never reach the database or a repository: call a service.',
            },
            {
              // Every module's code but its routes (and api-docs, which documents the routes themselves).
              target: './apps/server/src/modules/!(api-docs)/**/!(*-routes|*.test).ts',
              from: [
                './apps/server/src/plugins/**',
                './apps/server/src/lib/{request,define-route,rate-limits}.ts',
                './apps/server/src/modules/**/*-routes.ts',
              ],
              message: 'Services and repositories never see HTTP: take a Caller (lib/caller.ts) and plain values.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*-routes.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-plugin', '@fastify/*'],
              message: 'Services and repositories never see HTTP: take a Caller (lib/caller.ts) and plain values.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'postgres', '@electric-sql/*'],
              message: 'Routes never reach the database: call a service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Identity's invariants: a session ends in one place (its phones and audit with it), and a password
    // hash is written in one place (its change date, its conditions against a concurrent change).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='set'] > ObjectExpression > Property[key.name='revokedAt']",
          message: 'Sessions end through endSessions (modules/identity/sessions/end-sessions.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='set'] > ObjectExpression > Property[key.name='passwordHash']",
          message: 'A password is written through writePassword (modules/identity/passwords/password-repository.ts).',
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/modules/identity/sessions/end-sessions.ts',
      'apps/server/src/modules/identity/passwords/password-repository.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // vi.waitFor gives up after 1 s unless told: a test waiting for an on-demand chunk, a worker or a fake
    // portal on a loaded two-core machine needs as long as Testing Library's waits (5 s, test/setup.ts).
    files: ['**/*.test.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='waitFor'][arguments.length<2]",
          message: 'Give vi.waitFor its timeout ({ timeout: 5_000 }): its 1 s default is too short on a busy machine.',
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import 'zod/mini' in code that ships to the browser." }] },
      ],
    },
  },
  {
    // Every word a member reads goes through Lingui (docs/ARCHITECTURE.md, "A user-facing string"): a
    // sentence typed straight into JSX or a string fails here. Names and markup-like strings are let through.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          // One word not starting with a capital, text without letters, and class-name-like lists.
          // Also HTML built by the Markdown renderer, bearer credentials and cookie strings.
          ignore: [
            '^(?![A-Z])\\S+$',
            '^[^A-Za-z]*$',
            '^(?:[a-z0-9:/\\[\\]().%_#@&=-]+\\s*)+$',
            '^<',
            '^Bearer ',
            'SameSite=',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '[cC]lassName$|^(id|key|to|href|name|type|role|rel|src|target|method|autoComplete|inputMode|mode|variant|size|side|align|lang|htmlFor|icon|timeZone|cookie|hotkey|Authorization|data-.*|aria-(?!label).*)$|_HEADER$',
              },
            },
            'queryKey',
            'mutationKey',
          ],
          ignoreFunctions: [
            'console.*',
            // The native shell's plugin names and what it was doing, for its error log (platform/native-plugins.ts).
            'withNativePlugin',
            'loadNativePlugin',
            'Error',
            'Date',
            'cn',
            'cva',
            'clsx',
            'URLSearchParams',
            'localStorage.*',
            'sessionStorage.*',
            '*.querySelector',
            '*.querySelectorAll',
            'document.createElement',
            '*.addEventListener',
            '*.removeEventListener',
            '*.headers.set',
            'config.headers.set',
            'config.headers.has',
            'matchMedia',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.replace',
            'JSON.parse',
          ],
        },
      ],
    },
  },
);
