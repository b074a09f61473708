import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The pages built so far; the rest of the public site (spec 1 §2) comes later and, until then,
// falls into the splat route's real 404.
export default [
  index('routes/public/home.tsx'),
  // Type landing pages, highlights, condominiums and institutional pages (spec 1 §2).
  route('oportunidades', 'routes/public/type-landing.tsx', { id: 'type-landing-1' }),
  route('produtos', 'routes/public/type-landing.tsx', { id: 'type-landing-2' }),
  route('servicos', 'routes/public/type-landing.tsx', { id: 'type-landing-3' }),
  route('comodidades', 'routes/public/type-landing.tsx', { id: 'type-landing-4' }),
  route('destaques', 'routes/public/highlights.tsx'),
  route('condominios', 'routes/public/condominiums.tsx'),
  route('condominios/:id', 'routes/public/condominium.tsx'),
  route('quem-somos', 'routes/public/about.tsx'),
  route('como-funciona', 'routes/public/how-it-works.tsx'),
  route('ajuda', 'routes/public/help.tsx'),
  route('termos', 'routes/public/terms.tsx'),
  route('privacidade', 'routes/public/privacy.tsx'),
  route('cookies', 'routes/public/cookies.tsx'),
  route('detalhe/:tipoSlug/:codigo/:slug', 'routes/public/listing-detail.tsx'),
  route('anuncios/:id', 'routes/public/listing-by-id.tsx'),
  route('detalhe/:tipo/:slug', 'routes/public/listing-by-type-slug.tsx'),
  route('anuncios', 'routes/public/listings-search.tsx'),
  route('busca', 'routes/public/unified-search.tsx'),
  route('favoritos', 'routes/public/favorites.tsx'),
  // Contact form, API reference and the newsletter's confirmation link.
  route('contato', 'routes/public/contact.tsx'),
  route('documentacao', 'routes/public/api-docs.tsx'),
  route('newsletter/confirmar', 'routes/public/newsletter-confirm.tsx'),
  route('newsletter/cancelar', 'routes/public/newsletter-cancel.tsx'),
  // A saved search's alerts stopped by the e-mail's link (GET asks, POST stops; RFC 8058 one-click).
  route('alertas/cancelar', 'routes/public/alerts-cancel.tsx'),
  // The shared components drawn with their real code, for developers (noindex, not linked).
  route('design-system', 'routes/public/design-system.tsx'),
  // Pages of the spec's earlier front end, now served in the panel: 301 there.
  route('anunciante', 'routes/public/legacy-redirect.tsx', { id: 'legacy-my-listings' }),
  route('cadastro-anuncio', 'routes/public/legacy-redirect.tsx', { id: 'legacy-new-listing' }),

  // Plans and the checkout's return page (spec 2 §2).
  route('anunciar', 'routes/public/advertise.tsx'),
  route('checkout', 'routes/public/checkout-return.tsx', { id: 'checkout-return' }),
  route('checkout/:id', 'routes/public/checkout-return.tsx', { id: 'checkout-return-id' }),

  // Account screens (spec 1 §2 "Account screens").
  route('entrar', 'routes/account/login.tsx'),
  route('cadastro', 'routes/account/register.tsx'),
  route('confirmar', 'routes/account/confirm-email.tsx'),
  route('esqueci-senha', 'routes/account/forgot-password.tsx'),
  route('recuperar-senha', 'routes/account/recover-password.tsx'),
  route('redefinir-senha', 'routes/account/reset-password.tsx'),
  // The links of an e-mail change (issue 36 item 4).
  route('confirmar-email', 'routes/account/confirm-email-change.tsx'),
  route('desfazer-email', 'routes/account/undo-email-change.tsx'),
  // Where "Excluir minha conta" lands, logged out (issue 36).
  route('conta-excluida', 'routes/account/account-deleted.tsx'),

  // The panel: every page needs a session (spec 2 §2); the layout's loader sends visitors to /entrar.
  layout('routes/panel/panel-layout.tsx', [
    route('painel', 'routes/panel/dashboard.tsx'),
    route('painel/planos', 'routes/panel/plans.tsx'),
    route('painel/faturas', 'routes/panel/invoices.tsx'),
    route('painel/pagamento', 'routes/panel/payment.tsx', { id: 'panel-payment' }),
    route('painel/pagamento/:id', 'routes/panel/payment.tsx', { id: 'panel-payment-id' }),
    // The advertiser's ads, media and settings (spec 2 §2).
    route('painel/anuncios', 'routes/panel/my-listings.tsx'),
    route('painel/anuncios/novo', 'routes/panel/listing-form.tsx', { id: 'panel-listing-new' }),
    route('painel/anuncios/:id/editar', 'routes/panel/listing-form.tsx', { id: 'panel-listing-edit' }),
    // Renewing an ad (issue 35): to the payment of its plan, or why it cannot be renewed.
    route('painel/anuncios/:id/renovar', 'routes/panel/listing-renewal.tsx'),
    // An ad's statistics (issue 35 item 2): 90 days, chart and table.
    route('painel/anuncios/:id/estatisticas', 'routes/panel/listing-stats.tsx'),
    route('painel/midias', 'routes/panel/media.tsx'),
    route('painel/configuracoes', 'routes/panel/settings.tsx'),
    // Saved searches and their e-mail alerts (issue 36 item 1).
    route('painel/buscas-salvas', 'routes/panel/saved-searches.tsx'),
    // Resident–advertiser messages and support tickets (spec 2 §2).
    route('painel/mensagens', 'routes/panel/messages.tsx'),
    route('painel/tickets', 'routes/panel/tickets.tsx'),
    route('painel/admin/tickets', 'routes/panel/admin/tickets.tsx'),
    // The admin area (spec 2 §2): every loader calls requireAdmin (404 for anyone else).
    route('painel/admin', 'routes/panel/admin/dashboard.tsx'),
    route('painel/admin/anuncios', 'routes/panel/admin/listings.tsx'),
    route('painel/admin/anuncios/alteracoes', 'routes/panel/admin/listing-revisions.tsx'),
    route('painel/admin/anuncios/:id', 'routes/panel/admin/listing.tsx'),
    route('painel/admin/denuncias', 'routes/panel/admin/reports.tsx'),
    route('painel/admin/usuarios', 'routes/panel/admin/users.tsx'),
    route('painel/admin/usuarios/novo', 'routes/panel/admin/user-form.tsx', { id: 'admin-user-new' }),
    route('painel/admin/usuarios/:id/editar', 'routes/panel/admin/user-form.tsx', { id: 'admin-user-edit' }),
    route('painel/admin/taxonomias', 'routes/panel/admin/categories.tsx'),
    route('painel/admin/subcategorias', 'routes/panel/admin/subcategories.tsx'),
    route('painel/admin/condominios', 'routes/panel/admin/condominiums.tsx'),
    route('painel/admin/condominios/novo', 'routes/panel/admin/condominium-form.tsx', {
      id: 'admin-condominium-new',
    }),
    route('painel/admin/condominios/:id/editar', 'routes/panel/admin/condominium-form.tsx', {
      id: 'admin-condominium-edit',
    }),
    route('painel/admin/condominios/sugestoes', 'routes/panel/admin/condominium-suggestions.tsx'),
    route('painel/admin/faturas', 'routes/panel/admin/invoices.tsx'),
    route('painel/admin/contatos', 'routes/panel/admin/contact-messages.tsx'),
    route('painel/*', 'routes/panel/panel-not-found.tsx'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
