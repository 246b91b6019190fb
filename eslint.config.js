import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['src/**/*.ts', 'projections/**/*.ts'],
    ignores: ['src/platform/http/router.ts'],
    rules: {
      // express.Router() matches paths case-insensitively: routers come from createRouter() (platform/http/router.ts).
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'express', importNames: ['Router'], allowTypeImports: true, message: 'Use createRouter() from platform/http/router.ts.' }] }],
    },
  },
);
