import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '#shared/contracts/checkouts.constants.ts';
import { MY_LISTINGS_API } from '#shared/contracts/my-listings.constants.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { insertListing, insertUser } from '../factories/index.ts';
import { recordSql, sqlFile } from './record-sql.ts';

/**
 * The SQL of the two calls that move credits, recorded at the connection during the request as
 * the API answers it (whatever module holds the code): paying a checkout, which grants its
 * credit and invoice, and publishing an ad, which binds a credit to it. Kept in
 * __snapshots__/*.sql, so a change to these statements shows in review as a diff of those files
 * (`vitest -u` writes them anew).
 */
describe('the SQL of granting and binding a credit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ PAYMENT_GATEWAY: 'sandbox', RATE_LIMIT_PAYMENT_USER: '10000/1m' });
  });
  afterAll(() => t.close());

  /** A new PF advertiser (complete profile) with a session: its code and a caller of the API. */
  async function advertiser() {
    const user = await insertUser(t.database.db);
    const { token } = await t.app.sessions.createSession(user.code, false);
    const post = async (url: string, payload: object = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Record<string, unknown>;
    };
    return { code: user.code, post };
  }

  /** The statements `run` sends, as a .sql file. */
  const statementsOf = async (run: () => Promise<unknown>) => sqlFile(await recordSql(t.database.db, run));

  it('paying a PIX checkout in the sandbox (the grant: the checkout paid, its credit and invoice)', async () => {
    const me = await advertiser();
    const { checkoutId } = await me.post(CHECKOUT_API.pix, { planoSlug: 'pf-anual' });
    const sql = await statementsOf(() => me.post(CHECKOUT_API.sandboxPay, { checkoutId }));
    await expect(sql).toMatchFileSnapshot('./__snapshots__/checkout-grant.sql');
  });

  it('publishing a draft (binding the credit to the ad)', async () => {
    const me = await advertiser();
    const { checkoutId } = await me.post(CHECKOUT_API.pix, { planoSlug: 'pf-anual' });
    await me.post(CHECKOUT_API.sandboxPay, { checkoutId });
    const ad = await insertListing(t.database.db, { advertiserCode: me.code, status: 'rascunho' });
    let status: unknown;
    const sql = await statementsOf(async () => {
      ({ statusANUNCIO: status } = await me.post(MY_LISTINGS_API.publish(ad.code)));
    });
    expect(status).toBe('pendente');
    await expect(sql).toMatchFileSnapshot('./__snapshots__/publish-bind-credit.sql');
  });
});
