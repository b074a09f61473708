import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CI runs the unit project once and only the integration project again on PostgreSQL
 * (.ci/run): a unit test that opened a database would be tested on PGlite alone. So no unit test
 * file may reach one: not the client, not the test databases, not a driver. A test that needs a
 * database is an `*.int.test.ts` (vitest.config.ts).
 */

/** Module specifiers that open or reach a database. */
const DATABASE_MODULES = [
  /(^|\/)db\/client(\.ts)?$/,
  /(^|\/)(test-db|build-test-app|accounts-app|pg-admin)(\.ts)?$/,
  /^@electric-sql\/pglite/,
  /^pg$/,
  /^drizzle-orm\/(pglite|node-postgres)/,
];

/** Every module a file imports, statically or with import(). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the unit project', () => {
  const unitFiles = testFiles('src').filter((file) => !/\.int\.test\.tsx?$/.test(file));

  it('finds the unit test files', () => {
    expect(unitFiles).toContain(path.join('src', 'server', 'test', 'test-projects.test.ts'));
  });

  it('has no test file that imports a database', () => {
    const offenders = unitFiles.filter((file) =>
      importsOf(file).some((module) => DATABASE_MODULES.some((pattern) => pattern.test(module))),
    );
    expect(offenders).toEqual([]);
  });
});

/**
 * The integration project runs its files in shared workers (vitest.config.ts `isolate: false`):
 * one module graph per worker, so a module mocked or an environment stubbed in one file would
 * leak into the files after it. They take what differs as parameters instead (buildTestApp's
 * env, a clock, a fake server).
 */
describe('the integration project', () => {
  const integrationFiles = testFiles('src').filter((file) => /\.int\.test\.tsx?$/.test(file));

  it('finds the integration test files', () => {
    expect(integrationFiles).toContain(path.join('src', 'server', 'db', 'client.int.test.ts'));
  });

  it('has no test file that mocks a module or stubs a global', () => {
    const offenders = integrationFiles.filter((file) =>
      /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
