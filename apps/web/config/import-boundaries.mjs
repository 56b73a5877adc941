// Which folder of the web app may import which (STYLE.md §5, as bulletproof-react enforces it): imports flow one way,
// app-wide code → features → app, and never from one feature into another. An ESLint block for the root
// eslint.config.js; scripts/check-import-boundaries.mjs proves that it catches a crossing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(web, 'src');

/** Every feature, read from the folder: a new one is fenced in as soon as it exists. */
const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What any feature may import: the app-wide code (and @gbaka/shared, a package, outside these zones). */
const appWide = ['./components', './hooks', './lib', './i18n', './testing'];

const zones = [
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message:
      'A feature does not import another one: move what both need to components/, hooks/ or lib/, or compose the two in app/.',
  })),
  {
    target: './features',
    from: './app',
    message: 'app/ composes the features: a feature does not import it.',
  },
  {
    target: appWide,
    from: ['./features', './app'],
    message:
      'App-wide code does not depend on a feature or on app/: pass what it needs in, or move the code.',
  },
  {
    target: './lib',
    from: './components',
    message: 'lib/ sits below the components: a component may use lib/, not the other way.',
  },
];

export const importBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // The `@/` alias of apps/web/tsconfig.json: without it, `@/features/…` would not resolve and would go unchecked.
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(web, 'tsconfig.json') })],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: src, zones }],
  },
};
