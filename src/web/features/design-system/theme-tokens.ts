import appCss from '../../app.css?raw';

/** One custom property of app.css's `@theme` block, with the comment that follows it. */
export interface ThemeToken {
  /** Without the leading `--`: `color-primary`. */
  name: string;
  value: string;
  /** The comment after it, if any (`teal-700`). */
  note: string | null;
}

/**
 * The brand tokens as app.css declares them, read from the stylesheet's own source at build
 * time: the design-system page shows what the site uses, never a copy that could drift.
 */
export function parseThemeTokens(css: string): ThemeToken[] {
  const block = /@theme\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const tokens: ThemeToken[] = [];
  for (const match of block.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);[ \t]*(?:\/\*\s*(.*?)\s*\*\/)?/g)) {
    tokens.push({
      name: match[1]!,
      value: match[2]!.replace(/\s+/g, ' ').trim(),
      note: match[3] ?? null,
    });
  }
  return tokens;
}

export const THEME_TOKENS = parseThemeTokens(appCss);

/**
 * The swatch of each colour token. Tailwind writes a class only when it finds its whole name in
 * the sources, so the names are spelled out here; each one paints with the token's own custom
 * property (`bg-primary` is `background-color: var(--color-primary)`). A token added to app.css
 * without a line here fails theme-tokens.test.ts.
 */
export const SWATCH_CLASSES: Readonly<Record<string, string>> = {
  'color-primary': 'bg-primary',
  'color-primary-hover': 'bg-primary-hover',
  'color-primary-soft': 'bg-primary-soft',
  'color-accent': 'bg-accent',
  'color-danger': 'bg-danger',
  'color-success': 'bg-success',
};
