import { describe, expect, it } from 'vitest';
import { parseThemeTokens, SWATCH_CLASSES, THEME_TOKENS } from './theme-tokens.ts';

describe('theme tokens of the design-system page', () => {
  it('reads each custom property of the @theme block, with its comment', () => {
    const css = `@import 'x';\n@theme {\n  --font-sans:\n    'Inter', system-ui;\n\n  --color-primary: #0f766e; /* teal-700 */\n  --radius-card: 12px;\n}\n\n@layer base {\n  --not-a-token: 1px;\n}\n`;
    expect(parseThemeTokens(css)).toEqual([
      { name: 'font-sans', value: "'Inter', system-ui", note: null },
      { name: 'color-primary', value: '#0f766e', note: 'teal-700' },
      { name: 'radius-card', value: '12px', note: null },
    ]);
  });

  it("finds app.css's brand colours, and each one has a swatch class naming it", () => {
    const colours = THEME_TOKENS.filter((t) => t.name.startsWith('color-'));
    expect(colours.map((t) => t.name)).toContain('color-primary');
    expect(THEME_TOKENS.find((t) => t.name === 'color-primary')?.value).toMatch(/^#[0-9a-f]{6}$/i);
    for (const token of colours)
      expect(SWATCH_CLASSES[token.name], token.name).toBe(`bg-${token.name.slice(6)}`);
  });
});
