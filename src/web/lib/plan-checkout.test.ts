import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '#shared/contracts/checkouts.constants.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import { isExternalUrl, isFreeTrialSlug, startPlanCheckout } from './plan-checkout.ts';

function fakeApi(answer: (path: string) => unknown): { api: Pick<ApiClient, 'post'>; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const post = vi.fn(async (path: string, body?: unknown) => {
    calls.push([path, body]);
    const result = answer(path);
    if (result instanceof Error) throw result;
    return result;
  });
  return { api: { post } as Pick<ApiClient, 'post'>, calls };
}

describe('startPlanCheckout (spec 2 §4)', () => {
  it('opens a checkout session and follows its redirect', async () => {
    const { api, calls } = fakeApi(() => ({ redirectTo: 'https://pagamento.example/c/1' }));
    await expect(startPlanCheckout(api, 'pf-anual')).resolves.toEqual({
      to: 'https://pagamento.example/c/1',
    });
    expect(calls).toEqual([['/api/checkouts/sessions', { planoSlug: 'pf-anual' }]]);
  });

  it('adds `plano` to a redirect to the payment page without it', async () => {
    const { api } = fakeApi(() => ({ redirectTo: '/painel/pagamento?id=7' }));
    await expect(startPlanCheckout(api, 'pj-anual')).resolves.toEqual({
      to: '/painel/pagamento?id=7&plano=pj-anual',
    });
  });

  it('falls back to /painel/pagamento?plano= without a redirect or on failure', async () => {
    const empty = fakeApi(() => ({}));
    await expect(startPlanCheckout(empty.api, 'pf-anual')).resolves.toEqual({
      to: '/painel/pagamento?plano=pf-anual',
    });
    const missing = fakeApi(() => new ApiError('POST', '/api/checkouts/sessions', 404, null));
    await expect(startPlanCheckout(missing.api, 'pf-anual')).resolves.toEqual({
      to: '/painel/pagamento?plano=pf-anual',
    });
  });

  it('activates a free trial: its redirect, else /painel, and /painel?ativacao= on failure', async () => {
    const ok = fakeApi(() => ({ redirectTo: '/painel/planos' }));
    await expect(startPlanCheckout(ok.api, 'pf-mes-gratis')).resolves.toEqual({ to: '/painel/planos' });
    expect(ok.calls[0]?.[0]).toBe('/api/checkouts/activate-free');
    const none = fakeApi(() => null);
    await expect(startPlanCheckout(none.api, 'pf-mes-gratis')).resolves.toEqual({ to: '/painel' });
    const failed = fakeApi(() => new Error('down'));
    await expect(startPlanCheckout(failed.api, 'pj-mes-gratis')).resolves.toEqual({
      to: '/painel?ativacao=pj-mes-gratis',
    });
    const outage = fakeApi(
      () => new ApiError('POST', '/api/checkouts/activate-free', 503, { message: 'Fora do ar.' }),
    );
    await expect(startPlanCheckout(outage.api, 'pj-mes-gratis')).resolves.toEqual({
      to: '/painel?ativacao=pj-mes-gratis',
    });
  });

  it("carries the server's reason when it refuses the free month (a 409), not a generic text", async () => {
    const used = fakeApi(
      () =>
        new ApiError('POST', '/api/checkouts/activate-free', 409, {
          message: CHECKOUT_MESSAGES.trialAlreadyUsed,
          code: 'CONFLICT',
        }),
    );
    await expect(startPlanCheckout(used.api, 'pf-mes-gratis')).resolves.toEqual({
      to: '/painel?ativacao=pf-mes-gratis',
      notice: CHECKOUT_MESSAGES.trialAlreadyUsed,
    });
  });

  it('ignores a redirect that is neither a site path nor http(s)', async () => {
    const { api } = fakeApi(() => ({ redirectTo: 'javascript:alert(1)' }));
    await expect(startPlanCheckout(api, 'pf-anual')).resolves.toEqual({
      to: '/painel/pagamento?plano=pf-anual',
    });
  });
});

describe('isExternalUrl', () => {
  it('is true only for http(s) addresses', () => {
    expect(isExternalUrl('https://x.example')).toBe(true);
    expect(isExternalUrl('/painel')).toBe(false);
  });
});

describe('isFreeTrialSlug', () => {
  it('is true for the two free months only', () => {
    expect(isFreeTrialSlug('pf-mes-gratis')).toBe(true);
    expect(isFreeTrialSlug('pj-mes-gratis')).toBe(true);
    expect(isFreeTrialSlug('pf-anual')).toBe(false);
  });
});
