import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AdminListingsRepository } from './admin-listings.repository.ts';

export const ADMIN_LISTINGS_MESSAGES = {
  notFound: 'Anúncio não encontrado.',
  approved: 'Anúncio aprovado e publicado.',
  notPending: (status: string) =>
    `Só um anúncio pendente de moderação pode ser aprovado (este está como "${status}").`,
} as const;
const M = ADMIN_LISTINGS_MESSAGES;

/** The admins' moderation of ads (spec 2 §7 "Admin ads"); for now only the approval. */
export function createAdminListingsService(deps: { repo: AdminListingsRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** A pendente ad becomes publicado (404 unknown, 409 any other status). */
    async approve(id: number): Promise<{
      ok: true;
      message: string;
      codigoANUNCIO: number;
      statusANUNCIO: 'publicado';
      publicadoEm: string;
    }> {
      const done = await repo.approve(id, clock.now());
      if (!done) {
        const status = await repo.statusOf(id);
        if (status === undefined) throw notFound(M.notFound);
        throw new AppError('CONFLICT', M.notPending(status));
      }
      return {
        ok: true,
        message: M.approved,
        codigoANUNCIO: done.code,
        statusANUNCIO: 'publicado',
        publicadoEm: done.publishedAt.toISOString(),
      };
    },
  };
}

export type AdminListingsService = ReturnType<typeof createAdminListingsService>;
