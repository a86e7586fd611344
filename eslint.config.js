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

/**
 * The contract (packages/contract) is imported by name, `@softkino/contract` or a subpath such
 * as `@softkino/contract/order`, never through a relative path (docs/decisions/160).
 */
const contractByName = {
  regex: '^(\\.\\.?/)+(\\.\\./)*packages/contract(/|$)',
  message: 'Import the contract by name: @softkino/contract or @softkino/contract/<module>.',
};

/** The client (src/) knows the server only through the contract (docs/decisions/160). */
const clientBans = [
  {
    regex: '^(\\.\\./)+server(/|$)',
    message: 'The client does not import the server: share it through @softkino/contract.',
  },
  contractByName,
];

/**
 * The server (server/) does not import the client tree (src/): what both sides need is in
 * @softkino/contract. A file `depth` folders below the root reaches src/ through that many '../'.
 */
const serverBans = [2, 3, 4, 5].map((depth) => ({
  files: [`server/${'*/'.repeat(depth - 1)}*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth}}src(/|$)`,
            message: 'The server does not import the client (src/): use @softkino/contract.',
          },
          contractByName,
        ],
      },
    ],
  },
}));

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
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: clientBans }] },
  },
  ...serverBans,
  {
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.mjs'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractByName] }] },
  },
  {
    // The contract stands alone: it imports nothing outside its package but its dependencies.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'The contract imports nothing outside packages/contract.',
            },
          ],
        },
      ],
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
            ...clientBans,
          ],
        },
      ],
    },
  },
  {
    // The engine is plain TypeScript + pixi.js: no React, no state library, no HTTP, no flows.
    files: ['src/scheme-engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...engineBans, ...clientBans], paths: [] }],
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
            ...clientBans,
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
            ...clientBans,
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
