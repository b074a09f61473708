import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * Runs before every test file of both Vitest projects (vitest.config.ts). A test that logs a
 * console.error it did not ask for fails (STYLE.md §6 "Console hygiene", as epic-stack's
 * setup-test-env.ts): a React warning, an unhandled failure in a background task or a render
 * that errored is a bug even when the assertions pass.
 *
 * A test that expects an error says so, and may check it:
 *
 *   const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
 *   ...
 *   expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('...'));
 *
 * Its own implementation replaces the one below for that test only.
 */
const original = console.error.bind(console);
let unexpected: unknown[][] = [];
let consoleError: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  unexpected = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
    original(...args);
  });
});

afterEach(() => {
  consoleError?.mockRestore();
  consoleError = undefined;
  if (unexpected.length === 0) return;
  const first = unexpected[0]!
    .map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a)))
    .join(' ');
  throw new Error(
    `console.error chamado ${unexpected.length} vez(es) neste teste, sem ser esperado: ${first}\n` +
      "Se o erro é esperado, o teste diz isso: vi.spyOn(console, 'error').mockImplementation(() => {}).",
  );
});
