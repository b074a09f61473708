import { describe, expect, it } from 'vitest';
import { isExternal, pickBanner } from './banners.ts';

const base = {
  enabled: true,
  placement: 'home_above_categories',
  image: '/ads/banner.svg',
  url: '/anunciar',
  alt: 'Anuncie',
};

describe('pickBanner', () => {
  it('shows an enabled banner in its own slot', () => {
    expect(pickBanner(base, 'home_above_categories')).toEqual({
      url: '/anunciar',
      image: '/ads/banner.svg',
      alt: 'Anuncie',
      width: null,
      height: null,
    });
  });

  it('hides a disabled banner or one meant for another slot', () => {
    expect(pickBanner({ ...base, enabled: false }, 'home_above_categories')).toBeNull();
    expect(pickBanner(base, 'home_below_comodidades')).toBeNull();
  });

  it('accepts `link` for the target and keeps width and height', () => {
    const banner = pickBanner(
      { ...base, url: undefined, link: 'https://example.com/x', width: 1200, height: 200 },
      'home_above_categories',
    );
    expect(banner?.url).toBe('https://example.com/x');
    expect(banner?.width).toBe(1200);
  });

  it('hides malformed configs and unsafe links', () => {
    expect(pickBanner(null, 'home_above_categories')).toBeNull();
    expect(pickBanner([base], 'home_above_categories')).toBeNull();
    expect(pickBanner({ ...base, image: '' }, 'home_above_categories')).toBeNull();
    expect(pickBanner({ ...base, url: 'javascript:alert(1)' }, 'home_above_categories')).toBeNull();
    expect(pickBanner({ ...base, url: '//evil.example' }, 'home_above_categories')).toBeNull();
  });
});

describe('isExternal', () => {
  it('tells site paths from other sites', () => {
    expect(isExternal('/anunciar')).toBe(false);
    expect(isExternal('https://example.com')).toBe(true);
  });
});
