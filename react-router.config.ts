import type { Config } from '@react-router/dev/config';

// Framework mode with SSR: public pages must carry their <title>/Open Graph tags in the first
// HTML (link previews on WhatsApp run no JavaScript). The Fastify adapter in
// src/server/plugins/web.ts serves `build/` in production and Vite middleware in development.
export default {
  ssr: true,
  appDirectory: 'src/web',
  buildDirectory: 'build',
  future: {
    // Vite's environment API: the dev adapter loads the server build through
    // `vite.environments.ssr.runner` (the path React Router itself uses with this flag).
    v8_viteEnvironmentApi: true,
    // Decided "not yet" rather than left unset (which logs a warning on every dev start):
    // middleware would turn the load context into a RouterContextProvider (loaders read
    // `context.app`); pass-through requests would hand loaders the raw `.data` URLs; the
    // other two change chunking and data URLs. Revisit together when moving to v8.
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
