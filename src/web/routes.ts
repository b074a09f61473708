import { index, route, type RouteConfig } from '@react-router/dev/routes';

// Only the pages of this issue; the rest of the public site (spec 1 §2) comes later and,
// until then, falls into the splat route's real 404.
export default [
  index('routes/public/home.tsx'),
  route('detalhe/:tipoSlug/:codigo/:slug', 'routes/public/listing-detail.tsx'),
  route('anuncios/:id', 'routes/public/listing-by-id.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
