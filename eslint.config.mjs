import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Federation rules (ARCHITECTURE §1): one router through @shop/shared/router, antd through the kernel's UI kit.
    files: ['host/src/**', 'mf-*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Используйте '@shop/shared/router'." },
            { name: 'react-router-dom', message: "Используйте '@shop/shared/router'." },
          ],
        },
      ],
    },
  },
  {
    // antd only through the kernel's UI kit, which the host provides: a component imported from antd itself
    // would bring a second antd whose contexts miss the host's theme and locale. Types are free to import.
    files: ['host/src/**', 'mf-*/src/**', 'shared/src/**'],
    ignores: ['shared/src/kit/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd', 'antd/*', '@ant-design/icons', '@ant-design/icons/*'],
              allowTypeImports: true,
              message: "Компоненты antd — из UI-кита ядра: '@shop/shared/kit' (и его части kit/table, …).",
            },
            {
              // Inside the kernel too: a relative path would bundle a private copy instead of the shared kit.
              regex: '^\\.{1,2}/(.*/)?kit(/|$)',
              message: "Импортируйте UI-кит по имени пакета: '@shop/shared/kit'.",
            },
            {
              // The host and the remotes (the back office and the customer's cabinet among them) meet only at run
              // time through federation: neither by package name nor by a path into another one's folder.
              group: ['@shop/host', '@shop/host/*', '@shop/mf-*', '@shop/mf-*/*'],
              message: 'Host и удалённые модули не импортируют друг друга: общее — в ядре @shop/shared.',
            },
            {
              regex: '^(\\.\\./)+(host|mf-[^/]+)/',
              message: 'Host и удалённые модули не импортируют друг друга: общее — в ядре @shop/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['build-tools/jest-*.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
