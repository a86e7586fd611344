import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** What no scheme-engine module may import (its README, "Where each concern lives"). */
const engineBans = [
  {
    group: ['react', 'react-dom', 'react/*', 'jotai', 'jotai/*'],
    message: 'The scheme engine has no React or jotai.',
  },
  {
    group: ['**/api', '**/api/*', '**/flows', '**/flows/*'],
    message: 'The scheme engine does not fetch or know flows.',
  },
];

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
      'no-restricted-imports': ['error', { patterns: engineBans, paths: [] }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'fetch lives only in src/api.' },
      ],
    },
  },
  {
    // The hall model and the kernels are pure: data in, data out, tested in Node (README.md
    // in src/scheme-engine). Nothing that draws, listens or schedules.
    files: ['src/scheme-engine/model/**/*.ts', 'src/scheme-engine/kernels/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...engineBans,
            {
              group: ['pixi.js', 'pixi.js/*', '@use-gesture/*'],
              message: 'The hall model and kernels are pure: no renderer, no gestures.',
            },
            {
              group: ['**/render', '**/render/*', '**/input', '**/input/*', '**/core', '**/core/*'],
              message: 'The hall model and kernels do not know how they are drawn or driven.',
            },
          ],
          paths: [],
        },
      ],
    },
  },
  {
    // The 2D scene is the fallback where WebGL is missing: it must not pull in the WebGL one.
    files: ['src/scheme-engine/render/canvas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...engineBans,
            {
              group: ['**/webgl', '**/webgl/*', 'pixi.js', 'pixi.js/*'],
              message: 'The 2D-canvas scene draws without pixi and the WebGL scene.',
            },
          ],
          paths: [],
        },
      ],
    },
  },
  prettier,
);
