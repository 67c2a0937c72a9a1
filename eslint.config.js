import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-types/**', '**/node_modules/**', '**/coverage/**', '**/.assess-data/**', '**/test-results/**', '**/playwright-report/**', 'scripts/import-rules-fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A style file that imports the @assess/ui barrel makes vanilla-extract evaluate every ui style inside it,
    // and production builds then leave ui's own CSS out. Style files take the theme from the side-effect-free
    // subpath instead.
    files: ['**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@assess/ui', message: "In a *.css.ts file, import themeVars from '@assess/ui/theme-vars'." }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
