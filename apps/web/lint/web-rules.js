// The web app's own lint rules, as a local ESLint plugin (eslint.config.js's web block turns them on):
// - `layers`: which folders of apps/web/src may import which, matched by pattern (every folder under
//   features/ is a feature, with no list to keep up), whether the import is relative or through `@/`;
// - `no-deep-relative-imports`: in apps/web/src a module two or more folders up is imported as `@/…`;
// - `kebab-case`: file and folder names;
// - `no-default-export`: named exports everywhere but the lazy route modules (src/screens/**);
// - `forms-use-form`: a `<form>` takes its behaviour from `useForm` (`{...form.formProps}`), unless it is a
//   search box (`role="search"`: it drives a query and saves nothing) or posts natively elsewhere (`action`);
// - `native-plugins`: the native shell's plugins (@capacitor/*, @aparajita/*, @capgo/*) are reached only through
//   src/platform/native-plugins.ts, and there only by dynamic import() (types aside), so the web build
//   never downloads them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SRC = fileURLToPath(new URL('../src', import.meta.url));
/** The shared, cross-cutting folders: they import one another, never features, screens or app/. */
const SHARED = new Set(['analytics', 'api', 'brands', 'i18n', 'locales', 'navigation', 'platform', 'session', 'ui']);

/** Where a file of apps/web/src sits: `{ layer, name }`, or null outside it. */
function locate(file) {
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  if (top === 'features') return { layer: 'feature', name: second };
  if (top === 'screens') return { layer: 'screen', name: top };
  if (top === 'app') return { layer: 'app', name: top };
  if (SHARED.has(top)) return { layer: 'shared', name: top };
  return { layer: 'other', name: top };
}

/** The file `specifier` names from `file`: relative (`./`, `../`) or `@/…` (src/…); null for a package. */
function resolveSpecifier(file, specifier) {
  if (specifier.startsWith('@/')) return path.join(WEB_SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

/** `src/…`'s path as `…`, with `/`. */
const fromSrc = (file) => path.relative(WEB_SRC, file).split(path.sep).join('/');

/** Why `from` may not import `to`, or null when it may. */
function refusal(from, to) {
  if (from.layer === 'feature') {
    if (to.layer === 'feature' && to.name !== from.name) return 'featureToFeature';
    if (to.layer === 'app' || to.layer === 'screen') return 'featureUp';
  }
  if (from.layer === 'shared' && (to.layer === 'feature' || to.layer === 'screen' || to.layer === 'app')) {
    return 'sharedUp';
  }
  if (from.layer === 'screen' && to.layer === 'app') return 'screenToApp';
  return null;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports in apps/web/src flow one way: shared code → features → screens → app.' },
    schema: [],
    messages: {
      featureToFeature:
        "A feature never imports another feature ('{{target}}'): compose them in a screen, or move what both need to shared code.",
      featureUp: "A feature never imports '{{target}}': features hold domain code; screens and app/ use them.",
      sharedUp: "Shared code ({{from}}/) never imports '{{target}}': features, screens and app/ build on it.",
      screenToApp: "A screen never imports app/ ('{{target}}'): app/ is the router that loads the screens.",
    },
  },
  create(context) {
    const from = locate(context.filename);
    if (!from) return {};
    function check(node) {
      const specifier = node?.type === 'Literal' ? node.value : undefined;
      const file = typeof specifier === 'string' ? resolveSpecifier(context.filename, specifier) : null;
      const to = file ? locate(file) : null;
      const messageId = to ? refusal(from, to) : null;
      if (messageId) context.report({ node, messageId, data: { target: fromSrc(file), from: from.name } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** `vi.mock('…')` and the other calls of Vitest's `vi` that name a module. */
const VI_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);
const isViModuleCall = (node) =>
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'vi' &&
  node.callee.property.type === 'Identifier' &&
  VI_MODULE_CALLS.has(node.callee.property.name);

/** Two or more folders up: `../../…`. */
const DEEP_RELATIVE = /^\.\.\/\.\.\//;

const noDeepRelativeImports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'In apps/web/src a module two or more folders up is imported as `@/…` (src/…).' },
    schema: [],
    messages: {
      alias: "Import '@/{{target}}', not '{{specifier}}': `@/…` is src/…, so a path never climbs two folders.",
    },
  },
  create(context) {
    if (!locate(context.filename)) return {};
    function check(node) {
      const specifier = node?.type === 'Literal' ? node.value : undefined;
      if (typeof specifier !== 'string' || !DEEP_RELATIVE.test(specifier)) return;
      const file = resolveSpecifier(context.filename, specifier);
      // Outside src/ (a config file, say) no alias reaches: the relative path stays.
      if (locate(file)) context.report({ node, messageId: 'alias', data: { target: fromSrc(file), specifier } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => isViModuleCall(node) && check(node.arguments[0]),
    };
  },
};

/** `kebab-case`, optionally with dotted suffixes: `reset-password.test.tsx`, `vite-env.d.ts`. */
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const kebabCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names in apps/web/src are kebab-case.' },
    schema: [],
    messages: { name: "'{{name}}' is not kebab-case (lower-case words joined by '-')." },
  },
  create(context) {
    const relative = path.relative(WEB_SRC, context.filename);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return {};
    const wrong = relative.split(path.sep).find((segment) => !KEBAB_CASE.test(segment));
    if (!wrong) return {};
    return {
      Program: (node) =>
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'name', data: { name: wrong } }),
    };
  },
};

const noDefaultExport = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Only lazy route modules (src/screens/**) may have a default export.' },
    schema: [],
    messages: { named: 'Export this by name: only lazy route modules (src/screens/**) may export a default.' },
  },
  create(context) {
    const where = locate(context.filename);
    if (!where || where.layer === 'screen') return {};
    return {
      ExportDefaultDeclaration: (node) => context.report({ node, messageId: 'named' }),
      ExportSpecifier(node) {
        const exported = node.exported.type === 'Identifier' ? node.exported.name : node.exported.value;
        if (exported === 'default') context.report({ node, messageId: 'named' });
      },
    };
  },
};

/** The native shell's plugin packages (and @capacitor/core, which each brings). */
const NATIVE_PACKAGE = /^@(?:capacitor|aparajita|capgo)\//;
const NATIVE_PLUGINS_MODULE = path.join('platform', 'native-plugins.ts');

const nativePlugins = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Native plugins are imported only by src/platform/native-plugins.ts, on demand, so the web build never downloads them.',
    },
    schema: [],
    messages: {
      elsewhere:
        "Reach '{{name}}' through platform/native-plugins.ts (withNativePlugin, loadNativePlugin): it is the one module that imports the native plugins.",
      static:
        "Import '{{name}}' with a dynamic import() inside a loader: a static import would put it in the web build's first download.",
    },
  },
  create(context) {
    const relative = path.relative(WEB_SRC, context.filename);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return {};
    const isPluginsModule = relative === NATIVE_PLUGINS_MODULE;
    function check(node, source, isTypeOnly) {
      const name = source?.type === 'Literal' ? source.value : undefined;
      if (typeof name !== 'string' || !NATIVE_PACKAGE.test(name)) return;
      if (!isPluginsModule) context.report({ node, messageId: 'elsewhere', data: { name } });
      else if (!isTypeOnly) context.report({ node, messageId: 'static', data: { name } });
    }
    const allTypes = (node) =>
      node.specifiers.length > 0 &&
      node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type');
    return {
      ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type' || allTypes(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type' || allTypes(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, true),
      // vi.mock('@capacitor/…') and the like: a test fakes the bridge (src/test/simulated-bridge.ts), not a plugin.
      CallExpression(node) {
        const callee = node.callee;
        const isModuleMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual'].includes(callee.property.name);
        if (isModuleMock) check(node, node.arguments[0], !isPluginsModule);
      },
    };
  },
};

/** Every form that sends works one way (ui/form/use-form.ts): validation, errors, focus, conflicts alike. */
const formsUseForm = {
  meta: {
    type: 'problem',
    messages: {
      handWritten:
        'A form spreads `{...form.formProps}` from useForm (ui/form/use-form.ts); a search box says role="search"; a native post names its `action`.',
    },
    schema: [],
  },
  create(context) {
    const attribute = (node, name) =>
      node.attributes.find((each) => each.type === 'JSXAttribute' && each.name.name === name);
    const spreadsFormProps = (node) =>
      node.attributes.some(
        (each) =>
          each.type === 'JSXSpreadAttribute' &&
          each.argument.type === 'MemberExpression' &&
          each.argument.property.type === 'Identifier' &&
          each.argument.property.name === 'formProps',
      );
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'form') return;
        const role = attribute(node, 'role');
        const isSearch = role?.value?.type === 'Literal' && role.value.value === 'search';
        if (spreadsFormProps(node) || isSearch || attribute(node, 'action')) return;
        context.report({ node, messageId: 'handWritten' });
      },
    };
  },
};

export default {
  meta: { name: 'web' },
  rules: {
    layers,
    'no-deep-relative-imports': noDeepRelativeImports,
    'kebab-case': kebabCase,
    'no-default-export': noDefaultExport,
    'native-plugins': nativePlugins,
    'forms-use-form': formsUseForm,
  },
};
