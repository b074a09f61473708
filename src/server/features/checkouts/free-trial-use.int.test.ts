import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS_API } from '#shared/contracts/checkouts.constants.ts';
import type { AccountsTestApp } from '../../test/accounts-app.ts';
import { buildCheckoutsApp, buyer, type Buyer } from './checkouts-test-kit.ts';

/**
 * GET /api/planos/mes-gratis: the plan cards disable a free month the account
 * has used, with the reason, instead of letting a click run into the server's 409.
 */
describe('GET /api/planos/mes-gratis', () => {
  let t: AccountsTestApp;
  let owner: Buyer;
  let other: Buyer;
  let admin: Buyer;
  let pj: Buyer;

  beforeAll(async () => {
    t = await buildCheckoutsApp();
    [owner, other, admin, pj] = [
      await buyer(t),
      await buyer(t),
      await buyer(t, { admin: true }),
      await buyer(t, { pessoa: 'pj' }),
    ];
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    expect(await t.call('GET', PLANS_API.freeTrial)).toMatchObject({ status: 401 });
  });

  it('says false before the free month and true after it, for its type only', async () => {
    expect(await owner.get(PLANS_API.freeTrial)).toMatchObject({
      status: 200,
      body: { usado: { pf: false, pj: false } },
    });
    expect((await owner.post('/api/checkouts/activate-free', { planoSlug: 'pf-mes-gratis' })).status).toBe(
      200,
    );
    const after = await owner.get(PLANS_API.freeTrial);
    expect(after).toMatchObject({ status: 200, body: { usado: { pf: true, pj: false } } });
    expect(after.headers['cache-control']).toBe('no-store');

    expect((await pj.post('/api/checkouts/activate-free', { planoSlug: 'pj-mes-gratis' })).status).toBe(200);
    expect((await pj.get(PLANS_API.freeTrial)).body).toEqual({ usado: { pf: false, pj: true } });
  });

  it("answers only the caller's own use: another user's trial does not show, an admin sees their own", async () => {
    expect((await other.get(PLANS_API.freeTrial)).body).toEqual({ usado: { pf: false, pj: false } });
    expect((await admin.get(PLANS_API.freeTrial)).body).toEqual({ usado: { pf: false, pj: false } });
    expect((await admin.post('/api/checkouts/activate-free', { planoSlug: 'pf-mes-gratis' })).status).toBe(
      200,
    );
    expect((await admin.get(PLANS_API.freeTrial)).body).toEqual({ usado: { pf: true, pj: false } });
    // No query parameter picks another account: the answer is the session's.
    expect((await other.get(`${PLANS_API.freeTrial}?usuario=${owner.code}`)).body).toEqual({
      usado: { pf: false, pj: false },
    });
  });
});
