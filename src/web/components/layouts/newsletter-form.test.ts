import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { newsletterErrorMessage } from './newsletter-form.tsx';

describe('newsletterErrorMessage', () => {
  it('shows the API message of a 4xx', () => {
    const error = new ApiError('POST', '/api/newsletter', 400, { message: 'Informe um e-mail válido.' });
    expect(newsletterErrorMessage(error)).toBe('Informe um e-mail válido.');
  });
  it('has its own text for a 429 without a message, a 404 and 5xx', () => {
    expect(newsletterErrorMessage(new ApiError('POST', '/api/newsletter', 429, null))).toMatch(/Aguarde/);
    expect(
      newsletterErrorMessage(new ApiError('POST', '/api/newsletter', 404, { message: 'Not Found' })),
    ).toMatch(/Não foi possível/);
    expect(newsletterErrorMessage(new ApiError('POST', '/api/newsletter', 503, null))).toMatch(
      /Não foi possível/,
    );
  });
  it('tells a network failure apart', () => {
    expect(newsletterErrorMessage(new NetworkError('POST', '/api/newsletter', false))).toMatch(/conexão/);
  });
});
