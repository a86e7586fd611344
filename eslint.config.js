import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'bench/results', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // ui/ is the kit of parts: it knows no flow, screen or page frame (docs/decisions/157).
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/flows', '**/flows/*', '**/screens', '**/screens/*', '**/app', '**/app/*'],
              message:
                'src/ui imports nothing from flows/, screens/ or app/: compose them in src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is plain TypeScript + pixi.js: no React, no state library, no HTTP, no flows.
    files: ['src/scheme-engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'jotai', 'jotai/*'],
              message: 'The scheme engine has no React or jotai.',
            },
            {
              group: ['**/api', '**/api/*', '**/flows', '**/flows/*'],
              message: 'The scheme engine does not fetch or know flows.',
            },
          ],
          paths: [],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'fetch lives only in src/api.' },
      ],
    },
  },
  prettier,
);
