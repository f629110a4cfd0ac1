// The lint rules that hold the code's safety, tried on probe files: a rule that stops catching what it
// was added for fails here, not in production.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import webRules from '../apps/web/lint/web-rules.js';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The real config. Its web block lints with types (typescript-eslint's project service), which only knows the
// files on disk: probes in apps/web go to a default project with the web app's compiler options instead.
const WEB_PROBES = ['apps/web/src/*.{ts,tsx}', 'apps/web/src/*/*.{ts,tsx}', 'apps/web/src/*/*/*.{ts,tsx}'];
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [...WEB_PROBES, 'apps/web/src/*/*/*/*.{ts,tsx}'],
          defaultProject: 'apps/web/tsconfig.json',
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 100,
        },
      },
    },
  },
});

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function lintProbe(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId);
}

describe('regular expressions on untrusted input', () => {
  it('refuses a pattern that moves in quadratic time (the old reading-time link pattern)', async () => {
    const rules = await lintProbe(
      'packages/contracts/src/probe.ts',
      "export const words = (body: string) => body.replace(/!?\\[([^\\]]*)\\]\\([^)]*\\)/g, '$1');\n",
    );
    expect(rules).toContain('regexp/no-super-linear-move');
  });

  it('refuses a pattern that backtracks in polynomial time (the old heading pattern)', async () => {
    const rules = await lintProbe(
      'apps/server/src/probe.ts',
      'export const title = (text: string) => /^\\s*#\\s+(.+?)\\s*#*\\s*(?:\\n|$)/.exec(text)?.[1];\n',
    );
    expect(rules).toContain('regexp/no-super-linear-backtracking');
  });

  it('holds in the web app too', async () => {
    const rules = await lintProbe(
      'apps/web/src/probe.tsx',
      "export const trim = (path: string) => path.replace(/\\/+$/, '');\n",
    );
    expect(rules).toContain('regexp/no-super-linear-move');
  });

  it('passes the linear replacements', async () => {
    const rules = await lintProbe(
      'packages/contracts/src/probe.ts',
      'export const slug = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;\nexport const bullet = /^\\s{0,3}[-*+]\\s(.*)$/;\n',
    );
    expect(rules).toEqual([]);
  });
});

describe("the web app's layers: shared code → features → screens → app", () => {
  it('refuses a feature that imports another feature, even one no list has heard of, by `@/` or `../`', async () => {
    const aliased = await lintProbe(
      'apps/web/src/features/loyalty-probe/api/get-points.ts',
      "import { getProfile } from '@/features/profile/api/get-profile';\nexport const load = getProfile;\n",
    );
    expect(aliased).toContain('web/layers');
    const relative = await lintProbe(
      'apps/web/src/features/loyalty-probe/probe.ts',
      "import { getProfile } from '../profile/api/get-profile';\nexport const load = getProfile;\n",
    );
    expect(relative).toContain('web/layers');
  });

  it('refuses a feature that imports app/ or a screen', async () => {
    const fromApp = await lintProbe(
      'apps/web/src/features/media/components/probe.tsx',
      "import { routes } from '@/app/routes';\nexport const all = routes;\n",
    );
    expect(fromApp).toContain('web/layers');
    const fromScreen = await lintProbe(
      'apps/web/src/features/media/components/probe.tsx',
      "import { Home } from '@/screens/home/home';\nexport const Screen = Home;\n",
    );
    expect(fromScreen).toContain('web/layers');
  });

  it('refuses shared code that imports a feature or a screen', async () => {
    const toFeature = await lintProbe(
      'apps/web/src/ui/probe.tsx',
      "import { MediaCard } from '../features/media/components/media-card';\nexport const Card = MediaCard;\n",
    );
    expect(toFeature).toContain('web/layers');
    const toAliasedFeature = await lintProbe(
      'apps/web/src/ui/probe.tsx',
      "import { MediaCard } from '@/features/media/components/media-card';\nexport const Card = MediaCard;\n",
    );
    expect(toAliasedFeature).toContain('web/layers');
    const toScreen = await lintProbe(
      'apps/web/src/session/probe.ts',
      "import { Login } from '../screens/auth/login';\nexport const Screen = Login;\n",
    );
    expect(toScreen).toContain('web/layers');
  });

  it('refuses a screen that imports app/', async () => {
    const rules = await lintProbe(
      'apps/web/src/screens/home/probe.tsx',
      "import { routes } from '@/app/routes';\nexport const all = routes;\n",
    );
    expect(rules).toContain('web/layers');
  });

  it('lets a screen compose several features with shared code, and a feature use its own code and shared code', async () => {
    const screen = await lintProbe(
      'apps/web/src/screens/home/probe.tsx',
      [
        "import { FeaturedContent } from '@/features/content/components/featured-content';",
        "import { QuestionnaireResults } from '@/features/questionnaire/components/questionnaire-results';",
        "import { href } from '@/navigation/paths';",
        'export function Probe() {',
        '  return (',
        '    <>',
        "      <QuestionnaireResults questionnaireTo={href('questionnaire')} />",
        '      <FeaturedContent />',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(screen).toEqual([]);
    const feature = await lintProbe(
      'apps/web/src/features/media/components/probe.tsx',
      "import { Button } from '@/ui/button';\nimport { useMedia } from '../api/get-media';\nexport const parts = { Button, useMedia };\n",
    );
    expect(feature).toEqual([]);
  });
});

describe("the web app's shared folders: platform ← api ← session ← app", () => {
  it('refuses platform code that imports another folder, by `@/`, `../` or on demand', async () => {
    const session = await lintProbe(
      'apps/web/src/platform/probe.ts',
      "import { readAccessToken } from '@/session/storage';\nexport const token = readAccessToken;\n",
    );
    expect(session).toContain('import-x/no-restricted-paths');
    const api = await lintProbe(
      'apps/web/src/platform/probe.ts',
      "import { loadClients } from '../api/load-clients';\nexport const load = loadClients;\n",
    );
    expect(api).toContain('import-x/no-restricted-paths');
    const navigation = await lintProbe(
      'apps/web/src/platform/probe.ts',
      "export const load = () => import('../navigation/app-navigator');\n",
    );
    expect(navigation).toContain('import-x/no-restricted-paths');
  });

  it('refuses api code that imports the session', async () => {
    const rules = await lintProbe(
      'apps/web/src/api/storage/probe.ts',
      "import { noteSignedInRequest } from '@/session/signed-in-requests';\nexport const note = noteSignedInRequest;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('lets platform use its own modules, api use platform, and session and app/ use both', async () => {
    const platform = await lintProbe(
      'apps/web/src/platform/probe.ts',
      "import { withNativePlugin } from './native-plugins';\nexport const use = withNativePlugin;\n",
    );
    expect(platform).toEqual([]);
    const api = await lintProbe(
      'apps/web/src/api/probe.ts',
      "import { getRuntimeConfig } from '@/platform/runtime-config';\nexport const config = getRuntimeConfig;\n",
    );
    expect(api).toEqual([]);
    const session = await lintProbe(
      'apps/web/src/session/probe.ts',
      [
        "import { loadClients } from '@/api/load-clients';",
        "import { readSessionValue } from '@/platform/session-store';",
        'export const parts = { loadClients, readSessionValue };',
        '',
      ].join('\n'),
    );
    expect(session).toEqual([]);
    const app = await lintProbe(
      'apps/web/src/app/probe.ts',
      [
        "import { provideClientSession } from '@/api/client-session';",
        "import { readAccessToken } from '@/session/storage';",
        'export const connect = () => provideClientSession({ getBearer: readAccessToken, onBearerSent: () => undefined });',
        '',
      ].join('\n'),
    );
    expect(app).toEqual([]);
  });
});

describe("the web app's imports: `@/…` is src/…", () => {
  it('refuses a path two or more folders up, imported, re-exported, loaded on demand or mocked', async () => {
    const imported = await lintProbe(
      'apps/web/src/features/media/components/probe.tsx',
      "import { Button } from '../../../ui/button';\nexport const Part = Button;\n",
    );
    expect(imported).toContain('web/no-deep-relative-imports');
    const reexported = await lintProbe(
      'apps/web/src/screens/home/probe.ts',
      "export { href } from '../../navigation/paths';\n",
    );
    expect(reexported).toContain('web/no-deep-relative-imports');
    const dynamic = await lintProbe(
      'apps/web/src/screens/home/probe.ts',
      "export const load = () => import('../../navigation/paths');\n",
    );
    expect(dynamic).toContain('web/no-deep-relative-imports');
    const mocked = await lintProbe(
      'apps/web/src/screens/home/probe.test.tsx',
      "import { vi } from 'vitest';\nvi.mock('../../navigation/paths');\n",
    );
    expect(mocked).toContain('web/no-deep-relative-imports');
  });

  it('lets `@/…`, this folder and the one above through', async () => {
    const rules = await lintProbe(
      'apps/web/src/features/media/components/probe.tsx',
      [
        "import { Button } from '@/ui/button';",
        "import { useMedia } from '../api/get-media';",
        "import { MediaCard } from './media-card';",
        'export const parts = { Button, useMedia, MediaCard };',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([]);
    const mocked = await lintProbe(
      'apps/web/src/screens/home/probe.test.tsx',
      "import { vi } from 'vitest';\nvi.mock('@/navigation/paths');\n",
    );
    expect(mocked).toEqual([]);
  });
});

describe("the web app's conventions", () => {
  it('keeps default exports for lazy route modules', async () => {
    expect(
      await lintProbe('apps/web/src/ui/probe.tsx', 'export default function Probe() {\n  return null;\n}\n'),
    ).toContain('web/no-default-export');
    expect(
      await lintProbe('apps/web/src/features/media/probe.ts', 'const x = 1;\nexport { x as default };\n'),
    ).toContain('web/no-default-export');
    expect(
      await lintProbe('apps/web/src/screens/media/probe.tsx', 'export default function Probe() {\n  return null;\n}\n'),
    ).toEqual([]);
  });

  it('names files and folders in kebab-case', async () => {
    expect(await lintProbe('apps/web/src/ui/DateInput.tsx', 'export const x = 1;\n')).toContain('web/kebab-case');
    expect(await lintProbe('apps/web/src/features/myRewards/probe.ts', 'export const x = 1;\n')).toContain(
      'web/kebab-case',
    );
    expect(await lintProbe('apps/web/src/ui/date-input.test.tsx', 'export const x = 1;\n')).toEqual([]);
  });

  it('refuses a floating promise, and lets a deliberate one go with void', async () => {
    const code = (call) => `async function save(): Promise<void> {}\nexport function onLeave() {\n  ${call}\n}\n`;
    expect(await lintProbe('apps/web/src/ui/probe.ts', code('save();'))).toContain(
      '@typescript-eslint/no-floating-promises',
    );
    expect(await lintProbe('apps/web/src/ui/probe.ts', code('void save();'))).toEqual([]);
  });

  it("holds TanStack Query's rules: a query key names everything its query reads", async () => {
    const rules = await lintProbe(
      'apps/web/src/features/media/api/probe.ts',
      [
        "import { useQuery } from '@tanstack/react-query';",
        'declare function getMedia(id: string): Promise<string>;',
        'export function useMediaItem(id: string) {',
        "  return useQuery({ queryKey: ['media'], queryFn: () => getMedia(id) });",
        '}',
        '',
      ].join('\n'),
    );
    expect(rules).toContain('@tanstack/query/exhaustive-deps');
  });
});

describe("the web app's forms: one way", () => {
  it('refuses a form that handles its own submit', async () => {
    const rules = await lintProbe(
      'apps/web/src/features/media/components/probe.tsx',
      'export const Part = ({ onSend }: { onSend: () => void }) => <form onSubmit={onSend} />;\n',
    );
    expect(rules).toContain('web/forms-use-form');
  });

  it("lets useForm's form, a search box and a native post elsewhere through", async () => {
    const rules = await lintProbe(
      'apps/web/src/features/media/components/probe.tsx',
      [
        "import type { FormState } from '@/ui/form/use-form';",
        'export const Sent = ({ form }: { form: FormState<object> }) => <form {...form.formProps} />;',
        'export const Search = () => <form role="search" />;',
        'export const Post = ({ url }: { url: string }) => <form method="post" action={url} />;',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([]);
  });
});

describe("the native shell's plugins: only platform/native-plugins.ts, only on demand", () => {
  // platform/native-plugins.ts is on disk, so it is in the web project, where the probes' default project
  // (one per process) may not go: the rule itself is run on it, with the TypeScript parser but no types.
  const linter = new Linter({ cwd: root });
  const lintPluginsModule = async (code) =>
    linter
      .verify(
        code,
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { web: webRules },
          rules: { 'web/native-plugins': 'error' },
        },
        { filename: path.join(root, 'apps/web/src/platform/native-plugins.ts') },
      )
      .map((message) => message.ruleId);

  it('refuses a plugin imported anywhere else, statically, dynamically or mocked', async () => {
    const fromPush = await lintProbe(
      'apps/web/src/platform/probe.ts',
      "import { PushNotifications } from '@capacitor/push-notifications';\nexport const push = PushNotifications;\n",
    );
    expect(fromPush).toContain('web/native-plugins');
    const dynamic = await lintProbe(
      'apps/web/src/app/probe.ts',
      "export const load = () => import('@aparajita/capacitor-secure-storage');\n",
    );
    expect(dynamic).toContain('web/native-plugins');
    const typeOnly = await lintProbe(
      'apps/web/src/session/probe.ts',
      "import type { AppPlugin } from '@capacitor/app';\nexport type Plugin = AppPlugin;\n",
    );
    expect(typeOnly).toContain('web/native-plugins');
    const mocked = await lintProbe(
      'apps/web/src/platform/probe.test.ts',
      "import { vi } from 'vitest';\nvi.mock('@capacitor/core', () => ({}));\n",
    );
    expect(mocked).toContain('web/native-plugins');
    const health = await lintProbe(
      'apps/web/src/features/probe/probe.ts',
      "export const load = () => import('@capgo/capacitor-health');\n",
    );
    expect(health).toContain('web/native-plugins');
  });

  it('refuses a static import even in platform/native-plugins.ts', async () => {
    const rules = await lintPluginsModule(
      "import { Browser } from '@capacitor/browser';\nexport const load = () => Promise.resolve(Browser);\n",
    );
    expect(rules).toContain('web/native-plugins');
  });

  it('lets platform/native-plugins.ts load a plugin on demand and name its types', async () => {
    const rules = await lintPluginsModule(
      [
        "export type { Token } from '@capacitor/push-notifications';",
        "import type { AppPlugin } from '@capacitor/app';",
        "export const loadApp = () => import('@capacitor/app');",
        'export const exit = (app: AppPlugin) => app.exitApp();',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([]);
  });
});

describe("the server's layers: routes → services → repositories", () => {
  it('refuses a service or a repository that imports Fastify, even for a type', async () => {
    const service = await lintProbe(
      'apps/server/src/modules/dependents/probe-service.ts',
      "import type { FastifyRequest } from 'fastify';\nexport const read = (request: FastifyRequest) => request.headers;\n",
    );
    expect(service).toContain('no-restricted-imports');
    const repository = await lintProbe(
      'apps/server/src/modules/dependents/probe-repository.ts',
      "import fp from 'fastify-plugin';\nexport const plugin = fp;\n",
    );
    expect(repository).toContain('no-restricted-imports');
  });

  it("refuses service code that reaches the HTTP side's helpers, plugins or routes", async () => {
    const request = await lintProbe(
      'apps/server/src/modules/profile/probe-service.ts',
      "import { readClientContext } from '../../lib/request';\nexport const read = readClientContext;\n",
    );
    expect(request).toContain('import-x/no-restricted-paths');
    const plugin = await lintProbe(
      'apps/server/src/modules/content/probe.ts',
      "import { authenticationPlugin } from '../../plugins/authentication';\nexport const edge = authenticationPlugin;\n",
    );
    expect(plugin).toContain('import-x/no-restricted-paths');
    const route = await lintProbe(
      'apps/server/src/modules/media/probe-repository.ts',
      "import { mediaRoutes } from './media-routes';\nexport const routes = mediaRoutes;\n",
    );
    expect(route).toContain('import-x/no-restricted-paths');
  });

  it('refuses a route that reaches the database, Drizzle or a repository', async () => {
    const db = await lintProbe(
      'apps/server/src/modules/dependents/probe-routes.ts',
      "import { accounts } from '../../db/schema';\nexport const table = accounts;\n",
    );
    expect(db).toContain('import-x/no-restricted-paths');
    const drizzle = await lintProbe(
      'apps/server/src/modules/dependents/probe-routes.ts',
      "import { eq } from 'drizzle-orm';\nexport const equals = eq;\n",
    );
    expect(drizzle).toContain('no-restricted-imports');
    const repository = await lintProbe(
      'apps/server/src/modules/dependents/probe-routes.ts',
      "import { createDependentsRepository } from './dependents-repository';\nexport const create = createDependentsRepository;\n",
    );
    expect(repository).toContain('import-x/no-restricted-paths');
  });

  it('refuses default exports in the server and the contracts', async () => {
    expect(await lintProbe('apps/server/src/lib/probe.ts', 'export default function probe() {}\n')).toContain(
      'import-x/no-default-export',
    );
    expect(await lintProbe('packages/contracts/src/probe.ts', 'export default 1;\n')).toContain(
      'import-x/no-default-export',
    );
  });

  it('lets a route use defineRoute and its service, and a service its caller and repository', async () => {
    const route = await lintProbe(
      'apps/server/src/modules/dependents/probe-routes.ts',
      [
        "import type { FastifyInstance } from 'fastify';",
        "import { defineRoute } from '../../lib/define-route';",
        "import type { DependentsService } from './dependents-service';",
        'export async function probeRoutes(app: FastifyInstance, service: DependentsService) {',
        '  return { app, service, defineRoute };',
        '}',
        '',
      ].join('\n'),
    );
    expect(route).toEqual([]);
    const service = await lintProbe(
      'apps/server/src/modules/dependents/probe-service.ts',
      [
        "import type { Caller } from '../../lib/caller';",
        "import type { DependentsRepository } from './dependents-repository';",
        'export const list = (repository: DependentsRepository, caller: Caller) =>',
        '  repository.listDependents(caller.tenant.id, caller.account.id);',
        '',
      ].join('\n'),
    );
    expect(service).toEqual([]);
  });
});

describe('words a member reads', () => {
  it('refuses a sentence typed straight into the JSX or into an attribute', async () => {
    const rules = await lintProbe(
      'apps/web/src/ui/probe.tsx',
      'export function Probe() {\n  return <p title="Close the dialog">Your changes were saved.</p>;\n}\n',
    );
    expect(rules.filter((rule) => rule === 'lingui/no-unlocalized-strings').length).toBeGreaterThanOrEqual(1);
  });

  it('lets Lingui messages, class names and markup through', async () => {
    const rules = await lintProbe(
      'apps/web/src/ui/probe.tsx',
      "import { Trans } from '@lingui/react/macro';\n" +
        'export function Probe() {\n  return <p className="flex gap-2 text-sm" role="status"><Trans>Your changes were saved.</Trans></p>;\n}\n',
    );
    expect(rules).not.toContain('lingui/no-unlocalized-strings');
  });
});

describe('comments speak of the product, not of its history', () => {
  it('refuses a comment that cites an issue number, in code and in scripts', async () => {
    const line = await lintProbe(
      'apps/server/src/probe.ts',
      "// The engagement report's aggregates (issue #16).\nexport const x = 1;\n",
    );
    expect(line).toContain('project/no-issue-citations');
    const block = await lintProbe(
      'packages/contracts/src/probe.ts',
      '/**\n * The admin console: its sections, one chunk each (#16).\n */\nexport const x = 1;\n',
    );
    expect(block).toContain('project/no-issue-citations');
    const script = await lintProbe('scripts/probe.mjs', '// Budgets of the bench (Issue 12).\nexport const x = 1;\n');
    expect(script).toContain('project/no-issue-citations');
  });

  it('lets a comment that says what the code does and why through', async () => {
    const rules = await lintProbe(
      'apps/server/src/probe.ts',
      "// The engagement report's aggregates: reads the `.p8` key (PKCS #8); zod's first issue is shown.\n" +
        'export const x = 1;\n',
    );
    expect(rules).toEqual([]);
  });
});

describe('waits in tests', () => {
  it('refuses vi.waitFor on its 1 s default, and lets it through with a timeout', async () => {
    const probe = (call) => `import { expect, it, vi } from 'vitest';\nit('waits', async () => {\n  ${call}\n});\n`;
    expect(
      await lintProbe('apps/server/src/probe.test.ts', probe('await vi.waitFor(() => expect(1).toBe(1));')),
    ).toContain('no-restricted-syntax');
    expect(
      await lintProbe(
        'apps/server/src/probe.test.ts',
        probe('await vi.waitFor(() => expect(1).toBe(1), { timeout: 5_000 });'),
      ),
    ).not.toContain('no-restricted-syntax');
  });

  it('ends sessions and writes password hashes in one place each', async () => {
    const probe = (field) => `export const write = (db: { set(values: object): void }) => db.set({ ${field}: 'x' });\n`;
    for (const field of ['revokedAt', 'passwordHash']) {
      expect(await lintProbe('apps/server/src/modules/profile/probe.ts', probe(field))).toContain(
        'no-restricted-syntax',
      );
    }
    expect(await lintProbe('apps/server/src/modules/profile/probe.ts', probe('updatedAt'))).not.toContain(
      'no-restricted-syntax',
    );
  });
});
