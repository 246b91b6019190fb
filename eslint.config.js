import { readdirSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { eventNamesPlugin } from './eslint-rules/event-names.js';

/** The business modules (src/modules.json): each imports another only through that one's contract.ts (docs/architecture.md). */
const MODULES = Object.keys(JSON.parse(readFileSync(new URL('./src/modules.json', import.meta.url), 'utf8')));
/** Engine and infrastructure: they serve every module and know none. */
const FOUNDATIONS = ['src/platform', 'projections'];

const onlyThroughContract = MODULES.flatMap((module) =>
  MODULES.filter((other) => other !== module).map((other) => ({
    target: `./src/${module}`,
    from: `./src/${other}`,
    except: ['./contract.ts'],
    message: `src/${module} may use src/${other} only through src/${other}/contract.ts; I/O goes through a port wired in src/modules.ts.`,
  })),
);
const eligibilityThroughIndex = [...MODULES.map((module) => `./src/${module}`), './src/contracts'].map((target) => ({
  target,
  from: './src/eligibility',
  except: ['./index.ts'],
  message: 'The eligibility rules are used through src/eligibility/index.ts.',
}));
const foundationsKnowNoModule = FOUNDATIONS.map((foundation) => ({
  target: `./${foundation}`,
  from: [...MODULES, 'eligibility'].map((module) => `./src/${module}`),
  message: `${foundation} serves every business module and imports none: take what it needs as a parameter from src/main.ts or src/modules.ts.`,
}));
const toolsUseModulesAsTheRootDoes = MODULES.map((module) => ({
  target: './src/tools',
  from: `./src/${module}`,
  except: ['./index.ts', './contract.ts'],
  message: `src/tools (the demo, the docs' module map) uses src/${module} as src/modules.ts does: through its index.ts or contract.ts.`,
}));
const nothingImportsTools = {
  target: [...MODULES.map((module) => `./src/${module}`), ...FOUNDATIONS.map((foundation) => `./${foundation}`), './src/contracts', './src/eligibility'],
  from: './src/tools',
  message: 'src/tools holds tools run by hand (npm run demo, npm run docs:modules): the product does not import them.',
};
const serverKnowsNoWeb = { target: ['./src', './projections'], from: './web', message: 'The server does not import the web app.' };
const contractsArePure = {
  target: './src/contracts',
  from: MODULES.map((module) => `./src/${module}`),
  message: 'src/contracts is shared with the web: it imports no business module.',
};
const webUsesTheTwoAliases = {
  target: './web/src',
  from: ['./src', './projections', './tests'],
  except: ['./contracts', './eligibility/index.ts'],
  message: 'The web imports from the server only @contracts and @eligibility.',
};
/** The web's features, one folder each under web/src/features: a page or a capability of the operators' console. */
const WEB_FEATURES = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featuresStandAlone = WEB_FEATURES.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: `web/src/features/${feature} imports no other feature: what several features share goes in web/src/components or web/src/app/admin, and the pages in web/src/app compose features.`,
}));
const sharedWebKnowsNoFeature = {
  target: ['./web/src/components', './web/src/app/api-client.ts', './web/src/app/api', './web/src/app/admin/api', './web/src/app/admin/admin-area.tsx', './web/src/app/admin/use-url-state.ts'],
  from: './web/src/features',
  message: 'Shared web code imports no feature; only the pages in web/src/app compose them.',
};
const COMPONENTS_FETCH_NOTHING = 'web/src/components fetch no data: the feature that owns the data passes it (or the hook that reads it) in.';

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'var', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts', 'projections/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: 'tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...onlyThroughContract, ...eligibilityThroughIndex, ...foundationsKnowNoModule, ...toolsUseModulesAsTheRootDoes, nothingImportsTools, serverKnowsNoWeb, contractsArePure, webUsesTheTwoAliases, ...featuresStandAlone, sharedWebKnowsNoFeature] },
      ],
      'import/no-cycle': 'error',
    },
  },
  {
    // Shared components show what they are given: reading and writing data is the features' (and app/api's) job.
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@tanstack/react-query', message: COMPONENTS_FETCH_NOTHING },
            { name: '@/app/api-client', importNames: ['apiRequest', 'getQueryFn', 'createQueryClient'], message: COMPONENTS_FETCH_NOTHING },
          ],
          patterns: [{ group: ['@/app/api/*', '@/app/admin/api/*', '**/app/api/*', '**/app/admin/api/*'], message: COMPONENTS_FETCH_NOTHING }],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: COMPONENTS_FETCH_NOTHING }, { name: 'XMLHttpRequest', message: COMPONENTS_FETCH_NOTHING }],
    },
  },
  {
    // A module writes another module's event names through that module's contract.ts; src/contracts is the vocabulary shared with the web.
    files: ['src/**/*.ts'],
    ignores: ['src/contracts/**'],
    plugins: { events: eventNamesPlugin(fileURLToPath(new URL('.', import.meta.url)), MODULES) },
    rules: { 'events/foreign-event-name': 'error' },
  },
  {
    files: ['src/**/*.ts', 'projections/**/*.ts'],
    ignores: ['src/platform/http/router.ts'],
    rules: {
      // express.Router() matches paths case-insensitively: routers come from createRouter() (platform/http/router.ts).
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'express', importNames: ['Router'], allowTypeImports: true, message: 'Use createRouter() from platform/http/router.ts.' }] }],
    },
  },
);
