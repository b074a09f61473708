import { describe, expect, it } from 'vitest';
import { parseHighlightsParams } from './highlights-params.ts';

describe('parseHighlightsParams', () => {
  it('defaults to all types and 8 per page', () => {
    expect(parseHighlightsParams(new URLSearchParams())).toEqual({ tipo: null, limit: 8 });
  });
  it('accepts the spec values only', () => {
    expect(parseHighlightsParams(new URLSearchParams('tipo=3&limit=16'))).toEqual({ tipo: 3, limit: 16 });
    expect(parseHighlightsParams(new URLSearchParams('tipo=9&limit=10'))).toEqual({ tipo: null, limit: 8 });
  });
});
