// Lint rules for the whole repository: `npm run lint`, run by `npm test` after the import
// boundaries. typescript-eslint's recommended rules without type information (the type check
// is tsc's step; rules that read types tripled the lint's time), a few plain rules that catch
// mistakes, the React hooks rules (including the React Compiler's) and jsx-a11y for the
// console's screens.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What Node offers the plain JavaScript files (scripts, worker threads, configs). */
const nodeGlobals = {
  console: 'readonly',
  process: 'readonly',
  URL: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
  module: 'writable',
  require: 'readonly',
};

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-server/',
    // Mutation testing's sandbox copy and reports (npm run mutation).
    '.stryker-tmp/',
    'reports/',
    'data/',
    'test-results/',
    '.scratch/',
    // Generated: the machine diagrams (npm run docs:machines) and the GraphQL types (npm run codegen).
    'docs/machines/',
    'server/graphql/generated/',
    'services/generated/',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // A leading underscore marks a name kept on purpose: a parameter that types an
      // action's params, a property left out of a copy by destructuring.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      eqeqeq: ['error', 'smart'],
      'no-var': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-self-compare': 'error',
      'no-unreachable-loop': 'error',
      'no-constructor-return': 'error',
      'array-callback-return': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['ui/**/*.tsx', 'src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // Focus moves on purpose into what the user just opened: a dialog, a picker, a wizard's step, the code field.
      'jsx-a11y/no-autofocus': 'off',
      // Scrolling logs, pannable diagrams and disabled cards with a tooltip take focus on purpose; axe checks the pages in the browser tests.
      'jsx-a11y/no-noninteractive-tabindex': 'off',
      // Chat media are the files an assistant sends: they come without caption tracks; their caption is shown beside them.
      'jsx-a11y/media-has-caption': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          ...jsxA11y.flatConfigs.recommended.rules['jsx-a11y/no-noninteractive-element-interactions'][1],
          // A named section (a carousel, a diagram) handles the keys pressed in it.
          section: ['onKeyDown'],
        },
      ],
    },
  },
]);
