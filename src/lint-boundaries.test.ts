import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/ARCHITECTURE.md "Boundaries", as eslint.config.js enforces them: each
 * case lints one import as if written in a real file of the tree. Guards the config itself: a
 * resolver that stopped resolving `#web/*` or `.ts` paths would let every zone pass silently.
 * Type-aware rules are off here (they would build the TypeScript program for seconds).
 */
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ['**/*.ts', '**/*.tsx'] }],
  });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import zones', () => {
  it.each([
    [
      'shared imports the web',
      'src/shared/paths.ts',
      "export { pageMeta } from '../web/lib/seo.ts';",
      /src\/shared é isomórfico/,
    ],
    [
      'the server imports the web (alias)',
      'src/server/features/seo/seo.service.ts',
      "export { pageMeta } from '#web/lib/seo.ts';",
      /O servidor não importa a web/,
    ],
    [
      'the web imports the server (alias)',
      'src/web/lib/seo.ts',
      "export { loadEnv } from '#server/env.ts';",
      /A web fala com o servidor só por HTTP/,
    ],
    [
      'a component imports a feature',
      'src/web/components/listing-card.tsx',
      "export { FavoritesPage } from '../features/favorites/favorites-page.tsx';",
      /components\/ e lib\/ não conhecem features/,
    ],
    [
      'lib imports a route',
      'src/web/lib/format.ts',
      "export { loader } from '../routes/public/home.tsx';",
      /components\/ e lib\/ não conhecem features nem rotas/,
    ],
    [
      'a web feature reaches into another',
      'src/web/features/search/search-api.ts',
      "export { FavoritesPage } from '../favorites/favorites-page.tsx';",
      /Uma feature da web não importa outra/,
    ],
    [
      "a server feature reaches into another's repository",
      'src/server/features/contact/contact.service.ts',
      "export { createAccountsRepository } from '../accounts/accounts.repository.ts';",
      /só chama o \*\.service\.ts de outra/,
    ],
    [
      "a composition root reaches into a feature's private file",
      'src/server/cli/user-admin.ts',
      "export { CONFIRMATION_HOURS } from '../features/accounts/emails/account-emails.ts';",
      /entre só pelos arquivos de papel/,
    ],
    [
      "lib imports a feature's service",
      'src/server/lib/clock.ts',
      "export { createAccountsService } from '../features/accounts/accounts.service.ts';",
      /lib\/, adapters\/, db\/ e plugins\/ não importam features/,
    ],
    [
      "an adapter imports a feature's repository",
      'src/server/adapters/email/mailer.ts',
      "export { createSessionsRepository } from '../../features/accounts/sessions.repository.ts';",
      /lib\/, adapters\/, db\/ e plugins\/ não importam features/,
    ],
    [
      "db imports a feature's repository (alias)",
      'src/server/db/client.ts',
      "export { createSessionsRepository } from '#server/features/accounts/sessions.repository.ts';",
      /lib\/, adapters\/, db\/ e plugins\/ não importam features/,
    ],
    [
      "a plugin imports a feature's service",
      'src/server/plugins/auth.ts',
      "export { createAccountsService } from '../features/accounts/accounts.service.ts';",
      /lib\/, adapters\/, db\/ e plugins\/ não importam features/,
    ],
  ])('refuses: %s', async (_case, filePath, code, message) => {
    // Some of these imports also close a cycle (the web's seo.ts imports shared/paths.ts): the
    // cycle rule has its own cases below.
    const found = (await problems(filePath, code)).filter((m) => !m.startsWith('import-x/no-cycle:'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^import-x\/no-restricted-paths: /);
    expect(found[0]).toMatch(message);
  });

  it.each([
    [
      'a route composes features',
      'src/web/routes/public/home.tsx',
      "export { FavoritesPage } from '../../features/favorites/favorites-page.tsx';",
    ],
    [
      'a feature uses components, lib and shared',
      'src/web/features/search/search-api.ts',
      "export { ListingCard } from '../../components/listing-card.tsx';\nexport { formatPrice } from '../../lib/format.ts';\nexport { paths } from '#shared/paths.ts';",
    ],
    [
      'the server uses shared',
      'src/server/features/seo/seo.service.ts',
      "export { paths } from '#shared/paths.ts';",
    ],
    [
      "a server feature calls another's service",
      'src/server/features/contact/contact.service.ts',
      "export { createAccountsService } from '../accounts/accounts.service.ts';",
    ],
    [
      "app.ts builds a feature's repository",
      'src/server/app.ts',
      "export { createAccountsRepository } from './features/accounts/accounts.repository.ts';",
    ],
    [
      "a CLI builds a feature's repository",
      'src/server/cli/user-admin.ts',
      "export { createSessionsRepository } from '../features/accounts/sessions.repository.ts';",
    ],
  ])('allows: %s', async (_case, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });

  it('asks for the alias when a relative path climbs into another root', async () => {
    const found = await problems('src/web/lib/seo.ts', "export { paths } from '../../shared/paths.ts';");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*#shared\/\*/)]);
  });
});

describe('import cycles', () => {
  // The planted half of a two-file cycle is linted in memory; the other half is a real file,
  // which the rule reads from disk.
  const plantedIn = 'src/server/lib/app-error.ts';
  const otherHalf = 'src/server/lib/whatsapp.ts';

  it('the other half imports the planted file (else these cases prove nothing)', () => {
    expect(readFileSync(otherHalf, 'utf8')).toMatch(/^import \{ AppError \} from '\.\/app-error\.ts';$/m);
  });

  it('refuses a module that imports a module importing it', async () => {
    const found = await problems(plantedIn, "export { whatsappOf } from './whatsapp.ts';");
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });

  it('allows a type-only import back (nothing of it runs)', async () => {
    expect(
      await problems(
        plantedIn,
        "import type { whatsappOf } from './whatsapp.ts';\nexport type Whatsapp = typeof whatsappOf;",
      ),
    ).toEqual([]);
  });
});

describe('file names', () => {
  it('refuses a file name that is not kebab-case', async () => {
    const found = await problems('src/web/components/ListingCard.tsx', 'export const x = 1;');
    expect(found).toEqual([expect.stringMatching(/^check-file\/filename-naming-convention: .*KEBAB_CASE/)]);
  });

  it('refuses a folder name that is not kebab-case', async () => {
    const found = await problems('src/web/features/myFeature/thing.ts', 'export const x = 1;');
    expect(found).toEqual([expect.stringMatching(/^check-file\/folder-naming-convention: .*KEBAB_CASE/)]);
  });

  it('checks only the part before the first dot (role suffixes)', async () => {
    expect(await problems('src/server/features/accounts/accounts.service.ts', 'export const x = 1;')).toEqual(
      [],
    );
    expect(await problems('src/web/entry.client.tsx', 'export const x = 1;')).toEqual([]);
  });
});
