import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Workers have no DOM: these globals do not exist there and must never be reached for.
const domInWorkers = ['window', 'document', 'Image', 'HTMLCanvasElement', 'localStorage'].map((name) => ({
  name,
  message: 'Workers have no DOM; use OffscreenCanvas / self / ImageBitmap.',
}));

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'public/**/*.js', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['workers/**/*.ts'],
    languageOptions: { globals: globals.worker },
    rules: { 'no-restricted-globals': ['error', ...domInWorkers] },
  },
  {
    // The editor-time hint of the layer rules that dependency-cruiser checks (npm run deps).
    files: ['workers/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', '**/*TestKit.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '**/server/**', 'react', 'react-dom'], message: 'Workers import only workers/ (their folder, workers/protocol, workers/core); see docs/architecture.md.' }] }],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'e2e/**/*.{ts,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
  },
);
