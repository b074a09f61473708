import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// `#shared/*` and `#web/*` come from package.json "imports", which Vite resolves natively,
// so no alias is declared here (one source of truth for the import map).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Keep fonts as files (cacheable, immutable) instead of inlining them into the CSS.
    assetsInlineLimit: 0,
  },
});
