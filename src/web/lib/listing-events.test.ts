import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_STATS_API } from '#shared/contracts/listing-stats.constants.ts';
import { listingEventPath, sendListingEvent } from './listing-events.ts';

describe('sendListingEvent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the action to the API's event path, kept alive, and never throws", async () => {
    expect(listingEventPath(12)).toBe(LISTING_STATS_API.event(12));
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    expect(() => sendListingEvent(12, 'whatsapp')).not.toThrow();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledWith('/api/anuncios/12/eventos', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: '{"tipo":"whatsapp"}',
    });
  });
});
