// ESLint flat config: type-aware rules (floating promises, exhaustive switches), the module
// boundaries of docs/ARCHITECTURE.md "Boundaries" (import zones, checked on resolved paths, so an
// alias and a relative path are caught alike), no import cycles, and kebab-case file and folder
// names (STYLE.md §2).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const filesOf = (dir, pattern) =>
  readdirSync(path.join(root, dir)).filter((name) => pattern.test(name) && !/\.test\.tsx?$/.test(name));

// A server feature is entered only through its role files: `<x>.plugin.ts` and `<x>.routes.ts`
// (app.ts registers them), `*.service.ts` (the rules; another feature's service may call it,
// STYLE.md §3.4) and `*.repository.ts` (for the composition roots that build a service: app.ts,
// cli/, the benches). Between features, only services. Everything else in the folder is private.
const SERVER_ROLE_FILE = /\.(plugin|routes|service|repository)\.ts$/;
const SERVICE_FILE = /\.service\.ts$/;
// Exposed besides the role files, and why: app.ts types its `matchIndex` decoration, the one
// index the listings plugin creates (the search internals keep their own layout).
const SERVER_EXTRA_PUBLIC = ['listings/match-index.ts'];

const serverFeatures = subfolders('src/server/features');
const webFeatures = subfolders('src/web/features');

const serverFeatureZones = serverFeatures.flatMap((feature) => {
  const others = serverFeatures.filter((other) => other !== feature);
  return [
    {
      target: `./src/server/features/${feature}`,
      from: './src/server/features',
      except: [
        `./${feature}`,
        ...others.flatMap((other) =>
          filesOf(`src/server/features/${other}`, SERVICE_FILE).map((file) => `./${other}/${file}`),
        ),
      ],
      message: `Uma feature do servidor só chama o *.service.ts de outra (STYLE.md §3.4); código comum vai para src/server/lib/.`,
    },
  ];
});

// Who may import a feature from outside it: the composition roots (app.ts and server.ts build
// and start the app, cli/ builds the services a tool runs) and the tests with their helpers
// (test/). They enter only through the role files.
const serverCompositionRoots = {
  target: [
    `${root}/src/server/{app,server}.ts`,
    `${root}/src/server/{cli,test}/**`,
    `${root}/src/server/*.test.ts`,
    `${root}/src/server/!(features)/**/*.test.ts`,
  ],
  from: './src/server/features',
  except: [
    ...serverFeatures.flatMap((feature) =>
      filesOf(`src/server/features/${feature}`, SERVER_ROLE_FILE).map((file) => `./${feature}/${file}`),
    ),
    ...SERVER_EXTRA_PUBLIC.map((file) => `./${file}`),
  ],
  message:
    'Fora da feature, entre só pelos arquivos de papel (*.plugin.ts, *.routes.ts, *.service.ts, *.repository.ts): docs/ARCHITECTURE.md "Boundaries".',
};

// Everything else outside the features (lib/, adapters/, db/, plugins/, env.ts) sits below them:
// a feature may use it, never the other way round, whatever the file (their tests aside).
const serverBelowFeatures = {
  target: [
    `${root}/src/server/!(features|cli|test)/**/!(*.test).ts`,
    `${root}/src/server/!(app|server|*.test).ts`,
  ],
  from: './src/server/features',
  message:
    'lib/, adapters/, db/ e plugins/ não importam features: só app.ts, server.ts e cli/ as montam. Receba o que precisa por parâmetro, ou mova o código comum para cá (docs/ARCHITECTURE.md "Boundaries").',
};

const webFeatureZones = webFeatures.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message:
    'Uma feature da web não importa outra: componha em src/web/routes, ou mova o que é comum para components/ ou lib/.',
}));

const boundaryZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared é isomórfico: não importa src/server nem src/web.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'A web fala com o servidor só por HTTP (src/web/lib/api-client.ts).',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'O servidor não importa a web: o que os dois lados usam vai para src/shared.',
  },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/routes', './src/web/root.tsx'],
    message:
      'components/ e lib/ não conhecem features nem rotas: receba por props, ou mova o código para cá.',
  },
  {
    target: './src/web/features',
    from: ['./src/web/routes', './src/web/root.tsx'],
    message: 'Features não importam rotas: as rotas compõem as features.',
  },
  ...webFeatureZones,
  ...serverFeatureZones,
  serverCompositionRoots,
  serverBelowFeatures,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'data',
      '.react-router',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import zones (boundaryZones above, docs/ARCHITECTURE.md "Boundaries") and no cycles.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle reads the imported files itself: it opens only these extensions, with this parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // No import cycles in src (a module that imports, through any chain, a module importing
      // it): what two modules share goes into a third both import. Type-only imports do not
      // count (they vanish at run time). Packages are not followed: their cycles are not ours,
      // and parsing their bundles would make the lint crawl.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(shared|server|web)/',
              message:
                'Entre src/shared, src/server e src/web use #shared/*, #server/*, #web/* (STYLE.md §2).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*'],
              message: 'shared é isomórfico: sem node:* (e sem DOM).',
            },
            {
              regex: '^#(shared|server|web)/',
              message: 'Dentro de src/shared, importe por caminho relativo.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // kebab-case names (STYLE.md §2); a role suffix (`accounts.service.ts`, `entry.client.tsx`,
    // `session.server.ts`) is checked only before its first dot.
    files: ['src/**/*.{ts,tsx}', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts', 'scripts/**/*.{mjs,ts}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,bench,e2e,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['*.config.{js,ts}', 'eslint.config.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
