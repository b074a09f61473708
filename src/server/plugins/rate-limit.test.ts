import { describe, expect, it } from 'vitest';
import { createManualClock, MINUTE } from '../lib/clock.ts';
import { createWindowStore } from './rate-limit.ts';

type Store = InstanceType<ReturnType<typeof createWindowStore>>;

const incr = (store: Store, key: string, windowMs = 15 * MINUTE) =>
  new Promise<number>((resolve) => store.incr(key, (_err, r) => resolve(r!.current), windowMs));
const read = (store: Store, key: string) =>
  new Promise<number>((resolve) => store.read(key, (_err, r) => resolve(r!.current)));

describe('rate-limit window store', () => {
  it('keeps a count for its whole window however many other keys arrive', async () => {
    const clock = createManualClock();
    const store = new (createWindowStore(clock))();
    for (let i = 0; i < 4; i++) await incr(store, 'recuperacao-email:alvo@teste.nc.local');
    // The flood that freed it before: 20,010 requests from 2,001 addresses (and more).
    for (let i = 0; i < 30_000; i++)
      await incr(store, `recuperacao-ip:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(await read(store, 'recuperacao-email:alvo@teste.nc.local')).toBe(4);
    expect(await incr(store, 'recuperacao-email:alvo@teste.nc.local')).toBe(5);
    clock.advance(15 * MINUTE);
    expect(await incr(store, 'recuperacao-email:alvo@teste.nc.local')).toBe(1);
  });

  it('forgets counts once their window is over, so memory follows the traffic of one window', async () => {
    const clock = createManualClock();
    const Store = createWindowStore(clock);
    const store = new Store();
    for (let i = 0; i < 1_000; i++) await incr(store, `login-ip:ip${i}`, MINUTE);
    expect(Store.size()).toBe(1_000);
    clock.advance(MINUTE + 1_000);
    await incr(store, 'login-ip:novo', MINUTE);
    expect(Store.size()).toBe(1);
  });

  it('past its cap sends new keys of a limiter to one shared counter and never drops a live one', async () => {
    const clock = createManualClock();
    const store = new (createWindowStore(clock, 3))();
    expect(await incr(store, 'cadastro-ip:a')).toBe(1);
    expect(await incr(store, 'cadastro-ip:b')).toBe(1);
    expect(await incr(store, 'cadastro-ip:c')).toBe(1);
    // Full: newcomers share the overflow counter of their limiter...
    expect(await incr(store, 'cadastro-ip:d')).toBe(1);
    expect(await incr(store, 'cadastro-ip:e')).toBe(2);
    expect(await read(store, 'cadastro-ip:f')).toBe(2);
    // ...while the live ones keep counting.
    expect(await incr(store, 'cadastro-ip:a')).toBe(2);
  });
});
