import { LISTING_TYPES, type ListingType } from '#shared/constants.ts';
import { ADMIN_LISTINGS_MESSAGES as M } from '#shared/contracts/admin-listings.constants.ts';
import type {
  AdminListing,
  AdminListingItem,
  AdminListingsPage,
  AdminListingsQuery,
  ModerationAnswer,
  ReportQueuePage,
  ReportResolutionAnswer,
  RevisionAnswer,
  RevisionQueueItem,
  RevisionQueuePage,
} from '#shared/contracts/admin-listings.contract.ts';
import { REVIEWED_FIELD_LABELS, type ReviewedField } from '#shared/contracts/my-listings.constants.ts';
import type { MyListing, MyListingInput } from '#shared/contracts/my-listings.contract.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import type { RenderedEmail } from '../../adapters/email/layout.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MyListingsService } from '../my-listings/my-listings.service.ts';
import type {
  AdminListingsRepository,
  ModerationRow,
  RevisionQueueRow,
} from './admin-listings.repository.ts';
import {
  approvedEmail,
  inactivatedEmail,
  rejectedEmail,
  revisionApprovedEmail,
  revisionRejectedEmail,
  type ModeratedAd,
} from './moderation-emails.ts';

/**
 * The admins' moderation of ads (spec 2 §7 "Admin ads") and of reported listings.
 *
 * - Actions (aprovar, reprovar, inativar, the highlight) lock the ad, change it and write the
 *   audit line in one transaction, then e-mail the advertiser in the background. Each is
 *   idempotent: an ad already in the asked state answers 200 with `alterado: false`, and nothing
 *   is recorded or sent.
 * - Creating and editing go through the own-ads service (its validation, references, images,
 *   slug and price rules), over the admin's transaction so the audit line commits with the
 *   change; it is built with post-moderation, so an admin's edit never sends an ad back to the
 *   queue.
 */

export interface Actor {
  code: number;
}

/** The repositories of one connection: the database, or the transaction of an action. */
export interface AdminListingsRepositories {
  repo: AdminListingsRepository;
  /** The own-ads service over the same connection. */
  ownListings: MyListingsService;
  /** The audit log, written in the action's transaction. */
  audit: AuditService;
  /** The e-mail queue: the advertiser's notice is sent only if the action commits. */
  mail: MailSender;
}

/** One audit line about an ad. */
function audit(
  r: AdminListingsRepositories,
  entry: Omit<Parameters<AuditService['record']>[0], 'entity'>,
): Promise<void> {
  return r.audit.record({ entity: 'anuncio', ...entry });
}

type Notice =
  | { kind: 'approved' | 'revisionApproved' }
  | { kind: 'rejected' | 'inactivated'; reason: string | undefined }
  | { kind: 'revisionRejected'; reason: string };

const typeName = (type: number) => LISTING_TYPES[type as ListingType]?.name ?? String(type);

/** The reviewed fields that differ between the live ad and its revision, as the admin reads them. */
function revisionFields(row: RevisionQueueRow): RevisionQueueItem['campos'] {
  const { live, proposed } = row;
  const shown: Record<ReviewedField, [string, string]> = {
    tituloANUNCIO: [live.title, proposed.title],
    subtituloANUNCIO: [live.subtitle, proposed.subtitle],
    descricaoANUNCIO: [live.description, proposed.description],
    tipoANUNCIO: [typeName(live.type), typeName(proposed.type)],
    categoriaANUNCIO: [live.categoryName, row.proposedCategoryName ?? String(proposed.categoryCode)],
    subcategoriaANUNCIO: [live.subcategoryName ?? '', row.proposedSubcategoryName ?? ''],
    mapaUrlANUNCIO: [live.mapUrl ?? '', proposed.mapUrl ?? ''],
    youtubeUrlANUNCIO: [live.videoUrl ?? '', proposed.videoUrl ?? ''],
  };
  return (Object.keys(REVIEWED_FIELD_LABELS) as ReviewedField[]).flatMap((campo) => {
    const [antes, depois] = shown[campo];
    return antes === depois ? [] : [{ campo, rotulo: REVIEWED_FIELD_LABELS[campo], antes, depois }];
  });
}

/** The ANUNCIO fields an edit may change, compared to tell whether it changed anything. */
const CONTENT_KEYS = [
  'tituloANUNCIO',
  'subtituloANUNCIO',
  'descricaoANUNCIO',
  'precoANUNCIO',
  'tipoANUNCIO',
  'tiposTransacaoANUNCIO',
  'condicaoANUNCIO',
  'categoriaANUNCIO',
  'subcategoriaANUNCIO',
  'condominiosANUNCIO',
  'horariosANUNCIO',
  'mapaUrlANUNCIO',
  'youtubeUrlANUNCIO',
  'imagensANUNCIO',
] as const satisfies readonly (keyof MyListing)[];

/** The fields that differ, as they were and as they are (null when nothing changed). */
function contentChanges(before: MyListing, after: MyListing) {
  const changed = CONTENT_KEYS.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.map((k) => [k, after[k]])),
  };
}

const snapshot = (row: Pick<ModerationRow, 'status' | 'highlighted' | 'rejectionReason'>) => ({
  status: row.status,
  destaque: row.highlighted,
  motivo: row.rejectionReason,
});

export function createAdminListingsService(
  deps: AdminListingsRepositories & {
    inTransaction<T>(work: (r: AdminListingsRepositories) => Promise<T>): Promise<T>;
    clock: Clock;
    publicUrl: string;
    /** Deletes a removed ad's own image files (listing-images); a failure is only logged. */
    removeListingFiles: (listingCode: number) => Promise<void>;
    log: { warn(obj: object, msg?: string): void };
  },
) {
  const { repo, inTransaction, clock, publicUrl, log } = deps;

  /** The locked ad, or 404. */
  async function locked(r: AdminListingsRepositories, id: number): Promise<ModerationRow> {
    const row = await r.repo.findForModeration(id, true);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /** Queues the advertiser's e-mail in the action's transaction (`r`). */
  async function notify(r: AdminListingsRepositories, row: ModerationRow, notice: Notice): Promise<void> {
    const ad: ModeratedAd = {
      publicUrl,
      name: row.advertiser.name,
      code: row.code,
      title: row.title,
      type: row.type,
      slug: row.slug,
    };
    const email = ((): RenderedEmail => {
      switch (notice.kind) {
        case 'approved':
          return approvedEmail(ad);
        case 'revisionApproved':
          return revisionApprovedEmail(ad);
        case 'revisionRejected':
          return revisionRejectedEmail(ad, notice.reason);
        case 'rejected':
          return rejectedEmail(ad, notice.reason);
        case 'inactivated':
          return inactivatedEmail(ad, notice.reason);
      }
    })();
    await r.mail.send({ to: row.advertiser.email, ...email });
  }

  function answer(row: ModerationRow, message: string, changed: boolean): ModerationAnswer {
    return {
      ok: true,
      message,
      codigoANUNCIO: row.code,
      statusANUNCIO: row.status,
      destaqueANUNCIO: row.highlighted ? 1 : 0,
      motivoReprovacao: row.status === 'reprovado' ? row.rejectionReason : null,
      publicadoEm: row.publishedAt?.toISOString() ?? null,
      alterado: changed,
    };
  }

  /**
   * Takes a published or pending ad off the site (or keeps an ad the advertiser's block already
   * took off from coming back on unblock), with its audit line. False when there was nothing to
   * do; 409 for a rascunho or reprovado ad.
   */
  async function deactivate(
    r: AdminListingsRepositories,
    actor: Actor,
    row: ModerationRow,
    reason: string | undefined,
    extra: Record<string, unknown> = {},
  ): Promise<{ row: ModerationRow; changed: boolean }> {
    if (row.status === 'inativo' && !row.suspendedByBlock) return { row, changed: false };
    if (row.status !== 'publicado' && row.status !== 'pendente' && row.status !== 'inativo') {
      throw new AppError('CONFLICT', M.cannotInactivate(row.status));
    }
    const next = { ...row, status: 'inativo' as const, suspendedByBlock: false };
    await r.repo.setModeration(row.code, { status: 'inativo', suspendedByBlock: false });
    await audit(r, {
      actorCode: actor.code,
      entityId: row.code,
      action: 'inativar',
      before: { ...snapshot(row), ...(row.suspendedByBlock ? { suspensoPorBloqueio: true } : {}) },
      after: { ...snapshot(next), motivo: reason ?? null, ...extra },
    });
    return { row: next, changed: true };
  }

  /** The admin view of one ad, read on `r` (the database or the action's transaction). */
  async function detail(r: AdminListingsRepositories, id: number): Promise<AdminListing> {
    const row = await r.repo.findForModeration(id);
    if (!row) throw notFound(M.notFound);
    const listing = await r.ownListings.get({ code: row.advertiser.code, level: row.advertiser.level }, id);
    const reports = await r.repo.openReports(id);
    return {
      ...listing,
      anunciante: { codigo: row.advertiser.code, nome: row.advertiser.name, email: row.advertiser.email },
      denunciasAbertas: reports.length,
      denuncias: reports.map((rep) => ({
        id: rep.id,
        motivo: rep.reason,
        detalhes: rep.details,
        criadoEm: rep.createdAt.toISOString(),
        denunciante:
          rep.reporterCode === null ? null : { codigo: rep.reporterCode, nome: rep.reporterName ?? '' },
      })),
    };
  }

  return {
    async list(query: AdminListingsQuery): Promise<AdminListingsPage> {
      const { rows, total } = await repo.list(query);
      const data: AdminListingItem[] = rows.map((row) => ({
        codigoANUNCIO: row.code,
        tituloANUNCIO: row.title,
        slugANUNCIO: row.slug,
        tipoANUNCIO: row.type,
        statusANUNCIO: row.status,
        destaqueANUNCIO: row.highlighted ? 1 : 0,
        precoANUNCIO: row.price,
        categoria: { nomeCATEGORIA: row.categoryName },
        anunciante: {
          codigo: row.advertiserCode,
          nome: [row.advertiserName, row.advertiserSurname].filter(Boolean).join(' '),
          email: row.advertiserEmail,
        },
        denunciasAbertas: row.openReports,
        criadoEm: row.createdAt.toISOString(),
        atualizadoEm: row.updatedAt.toISOString(),
        publicadoEm: row.publishedAt?.toISOString() ?? null,
        motivoReprovacao: row.status === 'reprovado' ? row.rejectionReason : null,
      }));
      return { data, page: query.page, totalPages: Math.ceil(total / query.limit), total };
    },

    async get(id: number): Promise<AdminListing> {
      return detail(deps, id);
    },

    /** A new ad (rascunho) for an existing account, validated as the owner's own would be. */
    async create(actor: Actor, body: MyListingInput & { anuncianteANUNCIO: number }): Promise<AdminListing> {
      const { anuncianteANUNCIO, ...content } = body;
      return inTransaction(async (r) => {
        const owner = await r.repo.account(anuncianteANUNCIO);
        if (!owner) {
          throw new AppError('VALIDATION', M.advertiserNotFound, [
            { field: 'anuncianteANUNCIO', message: M.advertiserNotFound },
          ]);
        }
        const created = await r.ownListings.create(owner, content);
        await audit(r, {
          actorCode: actor.code,
          entityId: created.codigoANUNCIO,
          action: 'criar',
          before: null,
          after: { status: created.statusANUNCIO, titulo: created.tituloANUNCIO, anunciante: owner.code },
        });
        return detail(r, created.codigoANUNCIO);
      });
    },

    /**
     * PUT (the whole content) or PATCH (the fields sent, and/or the highlight). Each real change
     * is one audit line: `editar` with the fields that changed, `destaque` with the flag.
     */
    async update(
      actor: Actor,
      id: number,
      body: MyListingInput & { destaqueANUNCIO?: boolean | undefined },
      mode: 'put' | 'patch',
    ): Promise<AdminListing> {
      const { destaqueANUNCIO, ...content } = body;
      const hasContent = mode === 'put' || Object.values(content).some((v) => v !== undefined);
      return inTransaction(async (r) => {
        const row = await locked(r, id);
        if (hasContent) {
          const owner = { code: row.advertiser.code, level: row.advertiser.level };
          const before = await r.ownListings.get(owner, id);
          const after = await r.ownListings.update(owner, id, content, mode);
          const changes = contentChanges(before, after);
          if (changes) {
            await audit(r, { actorCode: actor.code, entityId: id, action: 'editar', ...changes });
          }
        }
        if (destaqueANUNCIO !== undefined && destaqueANUNCIO !== row.highlighted) {
          await r.repo.setModeration(id, { highlighted: destaqueANUNCIO });
          await audit(r, {
            actorCode: actor.code,
            entityId: id,
            action: 'destaque',
            before: { destaque: row.highlighted },
            after: { destaque: destaqueANUNCIO },
          });
        }
        return detail(r, id);
      });
    },

    /** Deletes the ad (images, condominiums and reports with it), then its image files. */
    async remove(actor: Actor, id: number): Promise<{ ok: true; message: string }> {
      await inTransaction(async (r) => {
        const row = await locked(r, id);
        await r.repo.delete(id);
        await audit(r, {
          actorCode: actor.code,
          entityId: id,
          action: 'remover',
          before: { status: row.status, titulo: row.title, anunciante: row.advertiser.code },
          after: null,
        });
      });
      // The rows are gone; files left by a storage failure are only logged (the answer stands).
      await deps.removeListingFiles(id).catch((err: unknown) => {
        log.warn({ err, listing: id }, 'falha ao apagar os arquivos do anúncio removido');
      });
      return { ok: true, message: M.removed };
    },

    /** pendente -> publicado (publicado_em now, reason cleared); publicado again: no change. */
    async approve(actor: Actor, id: number): Promise<ModerationAnswer> {
      const now = clock.now();
      const result = await inTransaction(async (r) => {
        const row = await locked(r, id);
        if (row.status === 'publicado') return { row, changed: false };
        if (row.status !== 'pendente') throw new AppError('CONFLICT', M.notPending(row.status));
        const next = { ...row, status: 'publicado' as const, publishedAt: now, rejectionReason: null };
        await r.repo.setModeration(id, { status: 'publicado', publishedAt: now, rejectionReason: null });
        await audit(r, {
          actorCode: actor.code,
          entityId: id,
          action: 'aprovar',
          before: snapshot(row),
          after: snapshot(next),
        });
        await notify(r, next, { kind: 'approved' });
        return { row: next, changed: true };
      });
      return answer(result.row, result.changed ? M.approved : M.alreadyPublished, result.changed);
    },

    /** pendente or publicado -> reprovado with the reason; reprovado again: no change. */
    async reject(actor: Actor, id: number, reason: string | undefined): Promise<ModerationAnswer> {
      const result = await inTransaction(async (r) => {
        const row = await locked(r, id);
        if (row.status === 'reprovado') return { row, changed: false };
        if (row.status !== 'pendente' && row.status !== 'publicado') {
          throw new AppError('CONFLICT', M.cannotReject(row.status));
        }
        const next = { ...row, status: 'reprovado' as const, rejectionReason: reason ?? null };
        await r.repo.setModeration(id, { status: 'reprovado', rejectionReason: reason ?? null });
        await audit(r, {
          actorCode: actor.code,
          entityId: id,
          action: 'reprovar',
          before: snapshot(row),
          after: snapshot(next),
        });
        await notify(r, next, { kind: 'rejected', reason });
        return { row: next, changed: true };
      });
      return answer(result.row, result.changed ? M.rejected : M.alreadyRejected, result.changed);
    },

    /** publicado or pendente -> inativo; inativo again: no change. */
    async inactivate(actor: Actor, id: number, reason: string | undefined): Promise<ModerationAnswer> {
      const result = await inTransaction(async (r) => {
        const done = await deactivate(r, actor, await locked(r, id), reason);
        if (done.changed) await notify(r, done.row, { kind: 'inactivated', reason });
        return done;
      });
      return answer(result.row, result.changed ? M.inactivated : M.alreadyInactive, result.changed);
    },

    async revisionQueue(page: number, limit: number): Promise<RevisionQueuePage> {
      const { rows, total } = await repo.revisionQueue(page, limit);
      return {
        data: rows.map((row) => ({
          codigoANUNCIO: row.code,
          tituloANUNCIO: row.title,
          slugANUNCIO: row.slug,
          tipoANUNCIO: row.type,
          anunciante: {
            codigo: row.advertiserCode,
            nome: [row.advertiserName, row.advertiserSurname].filter(Boolean).join(' '),
            email: row.advertiserEmail,
          },
          enviadaEm: row.sentAt.toISOString(),
          atualizadaEm: row.updatedAt.toISOString(),
          campos: revisionFields(row),
        })),
        page,
        totalPages: Math.ceil(total / limit),
        total,
      };
    },

    /** The ad's pending edit becomes the live ad (ADR 018); audit line and e-mail in one transaction. */
    async approveRevision(actor: Actor, id: number): Promise<RevisionAnswer> {
      await inTransaction(async (r) => {
        const row = await locked(r, id);
        const owner = { code: row.advertiser.code, level: row.advertiser.level };
        const { before, after } = await r.ownListings.approveRevision(owner, id, actor.code);
        await audit(r, {
          actorCode: actor.code,
          entityId: id,
          action: 'aprovar_alteracao',
          ...(contentChanges(before, after) ?? { before: null, after: null }),
        });
        await notify(
          r,
          { ...row, title: after.tituloANUNCIO, slug: after.slugANUNCIO, type: after.tipoANUNCIO },
          { kind: 'revisionApproved' },
        );
      });
      return { ok: true, message: M.revisionApproved, codigoANUNCIO: id, alteracao: 'aprovada' };
    },

    /** The ad's pending edit is refused with a reason (e-mailed); the live ad stays as it is. */
    async rejectRevision(actor: Actor, id: number, reason: string): Promise<RevisionAnswer> {
      await inTransaction(async (r) => {
        const row = await locked(r, id);
        const owner = { code: row.advertiser.code, level: row.advertiser.level };
        const { proposed } = await r.ownListings.rejectRevision(owner, id, actor.code, reason);
        await audit(r, {
          actorCode: actor.code,
          entityId: id,
          action: 'reprovar_alteracao',
          before: { proposta: proposed },
          after: { motivo: reason },
        });
        await notify(r, row, { kind: 'revisionRejected', reason });
      });
      return { ok: true, message: M.revisionRejected, codigoANUNCIO: id, alteracao: 'reprovada' };
    },

    async reportQueue(page: number, limit: number): Promise<ReportQueuePage> {
      const { rows, total } = await repo.reportQueue(page, limit);
      return {
        data: rows.map((row) => ({
          anuncio: {
            codigoANUNCIO: row.code,
            tituloANUNCIO: row.title,
            slugANUNCIO: row.slug,
            tipoANUNCIO: row.type,
            statusANUNCIO: row.status,
          },
          total: row.total,
          porMotivo: row.byReason,
          ultimaDenunciaEm: row.latestAt.toISOString(),
          ultimosDetalhes: row.latestDetails.map((d) => ({ ...d, criadoEm: d.criadoEm.toISOString() })),
        })),
        page,
        totalPages: Math.ceil(total / limit),
        total,
      };
    },

    /**
     * "Inativar anúncio" of the report queue: the same deactivation as /inativar (audit, e-mail
     * with the reason) and the ad's open reports resolved as `inativado`, in one transaction. An
     * ad that is no longer on the site only has its reports resolved; without open reports
     * (a repeat) nothing happens.
     */
    async inactivateReported(actor: Actor, id: number, reason: string): Promise<ReportResolutionAnswer> {
      const now = clock.now();
      const result = await inTransaction(async (r) => {
        const row = await locked(r, id);
        const resolved = await r.repo.resolveReports(id, actor.code, 'inativado', now);
        if (resolved === 0) return { row, changed: false, resolved };
        const isLive = row.status === 'publicado' || row.status === 'pendente' || row.suspendedByBlock;
        if (isLive) {
          const done = await deactivate(r, actor, row, reason, { denunciasResolvidas: resolved });
          await notify(r, done.row, { kind: 'inactivated', reason });
          return { row: done.row, changed: true, resolved };
        }
        await audit(r, {
          actorCode: actor.code,
          entityId: id,
          action: 'denuncias_resolvidas',
          before: { status: row.status, denunciasAbertas: resolved },
          after: { status: row.status, denunciasAbertas: 0, motivo: reason },
        });
        return { row, changed: false, resolved };
      });
      return {
        ok: true,
        message:
          result.resolved === 0 ? M.noOpenReports : result.changed ? M.reportsInactivated : M.reportsResolved,
        codigoANUNCIO: id,
        statusANUNCIO: result.row.status,
        resolvidas: result.resolved,
      };
    },

    /** "Descartar": the ad's open reports resolved as `descartado` (audit); the ad untouched. */
    async dismissReports(actor: Actor, id: number): Promise<ReportResolutionAnswer> {
      const now = clock.now();
      const result = await inTransaction(async (r) => {
        const row = await locked(r, id);
        const resolved = await r.repo.resolveReports(id, actor.code, 'descartado', now);
        if (resolved > 0) {
          await audit(r, {
            actorCode: actor.code,
            entityId: id,
            action: 'denuncia_descartada',
            before: { denunciasAbertas: resolved },
            after: { denunciasAbertas: 0 },
          });
        }
        return { row, resolved };
      });
      return {
        ok: true,
        message: result.resolved === 0 ? M.noOpenReports : M.reportsDismissed,
        codigoANUNCIO: id,
        statusANUNCIO: result.row.status,
        resolvidas: result.resolved,
      };
    },
  };
}

export type AdminListingsService = ReturnType<typeof createAdminListingsService>;
