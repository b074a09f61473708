import type {
  MyListing,
  MyListingInput,
  MyListingsPage,
  MyListingsQuery,
} from '#shared/contracts/my-listings.contract.ts';
import {
  MAX_LISTING_IMAGES,
  MY_LISTINGS_MESSAGES as M,
  REQUIRED_FIELD_LABELS,
} from '#shared/contracts/my-listings.constants.ts';
import { USER_LEVELS } from '#shared/constants.ts';
import { parsePriceCents } from '#shared/lib/price.ts';
import { missingProfileFields, profileIncompleteMessage } from '#shared/lib/profile-completeness.ts';
import { slugify } from '#shared/lib/slug.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CreditsService, HeldCredit } from '../credits/credits.service.ts';
import type {
  Conn,
  ListingExtras,
  ListingRow,
  MyListingsRepository,
  RevisionRow,
} from './my-listings.repository.ts';

/**
 * The advertiser's own ads (spec 2 §7 "Own ads"; DESIGN.md §4 "Ad lifecycle", "Credits").
 *
 * - New ads are `rascunho`. Publishing binds one credit (credits.service `bindForPublish`) and
 *   sends the ad to `pendente` (AD_MODERATION=pre) or `publicado` (post). An ad that holds a
 *   credit still in its period reuses it (republishing after inativar, or after reprovado).
 * - Editing a published ad under pre-moderation keeps it on the site (ADR 018): the fields that
 *   need review (REVIEWED_FIELD_LABELS) wait in the ad's one pending revision, which an admin
 *   approves or rejects; the others apply at once. The owner reads the ad with the pending
 *   revision over it (what they last saved); the public reads the approved version.
 * - Every call is scoped by the owner: another user's ad is 404 (admins included: the admin
 *   side is /api/admin/anuncios).
 * - status, destaque, anunciante, moderation fields, credit and dates never come from a body.
 */

export type Moderation = 'pre' | 'post';

/**
 * The status an owner's edit leaves an ad in (ADR 018), for a save here and for an upload of
 * photos (listing-images): a new photo has no review of its own yet, so under pre-moderation a
 * published ad that gets one goes back to `pendente` (off the site until approved). Anything else
 * keeps its status; a live ad's text edits wait in its revision instead (`update`).
 */
export function statusAfterEdit<S extends ListingRow['status']>(
  status: S,
  moderation: Moderation,
  edit: { isPhotoAdded: boolean },
): S | 'pendente' {
  return edit.isPhotoAdded && moderation === 'pre' && status === 'publicado' ? 'pendente' : status;
}

export interface Caller {
  code: number;
  level: number;
}

type Mode = 'create' | 'put' | 'patch';

const REQUIRED = Object.entries(REQUIRED_FIELD_LABELS) as [keyof typeof REQUIRED_FIELD_LABELS, string][];

const validation = (message: string, field: string) =>
  new AppError('VALIDATION', message, [{ field, message }]);

/** The content fields a save may change (besides images and the owner's status choice). */
interface Content {
  title: string;
  subtitle: string;
  description: string;
  price: string;
  type: number;
  transactionTypes: string[];
  condition: 'novo' | 'seminovo' | null;
  categoryCode: number;
  subcategoryCode: number | null;
  openingHours: ListingRow['openingHours'];
  mapUrl: string | null;
  videoUrl: string | null;
}

function contentOf(row: ListingRow): Content {
  return {
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    price: row.price,
    type: row.type,
    transactionTypes: row.transactionTypes,
    condition: row.condition,
    categoryCode: row.categoryCode,
    subcategoryCode: row.subcategoryCode,
    openingHours: row.openingHours,
    mapUrl: row.mapUrl,
    videoUrl: row.videoUrl,
  };
}

/** The body's content over `base` (PATCH) or over the empty ad (create, PUT). */
function merge(base: Content | undefined, body: MyListingInput): Partial<Content> {
  const pick = <T>(v: T | undefined, current: T | undefined, empty: T): T | undefined =>
    v !== undefined ? v : base ? current : empty;
  return {
    title: body.tituloANUNCIO ?? base?.title,
    description: body.descricaoANUNCIO ?? base?.description,
    type: body.tipoANUNCIO === undefined ? base?.type : (body.tipoANUNCIO ?? undefined),
    categoryCode:
      body.categoriaANUNCIO === undefined ? base?.categoryCode : (body.categoriaANUNCIO ?? undefined),
    subtitle: pick(body.subtituloANUNCIO === null ? '' : body.subtituloANUNCIO, base?.subtitle, ''),
    price: pick(body.precoANUNCIO === null ? '' : body.precoANUNCIO, base?.price, ''),
    transactionTypes: pick(
      body.tiposTransacaoANUNCIO === null ? [] : body.tiposTransacaoANUNCIO,
      base?.transactionTypes,
      [],
    ),
    condition: pick(body.condicaoANUNCIO, base?.condition, null),
    subcategoryCode: pick(body.subcategoriaANUNCIO, base?.subcategoryCode, null),
    openingHours: pick(body.horariosANUNCIO, base?.openingHours, null),
    mapUrl: pick(body.mapaUrlANUNCIO, base?.mapUrl, null),
    videoUrl: pick(body.youtubeUrlANUNCIO, base?.videoUrl, null),
  };
}

/** 400 "Preencha os campos obrigatórios: título, descrição, ..." when any is empty. */
function requireFields(c: Partial<Content>): asserts c is Content {
  const present: Record<keyof typeof REQUIRED_FIELD_LABELS, boolean> = {
    tituloANUNCIO: !!c.title?.trim(),
    descricaoANUNCIO: !!c.description?.trim(),
    categoriaANUNCIO: c.categoryCode !== undefined,
    tipoANUNCIO: c.type !== undefined,
  };
  const missing = REQUIRED.filter(([key]) => !present[key]);
  if (missing.length > 0) {
    const message = `${M.requiredFields}${missing.map(([, label]) => label).join(', ')}`;
    throw new AppError(
      'VALIDATION',
      message,
      missing.map(([field]) => ({ field, message })),
    );
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The reviewed part of an ad's content (ADR 018), in a fixed key order (compared as JSON). */
function reviewedOf(c: Content): RevisionRow['content'] {
  return {
    title: c.title,
    subtitle: c.subtitle,
    description: c.description,
    type: c.type,
    categoryCode: c.categoryCode,
    subcategoryCode: c.subcategoryCode,
    mapUrl: c.mapUrl,
    videoUrl: c.videoUrl,
  };
}

/** The ad as its owner last saved it: the pending revision's reviewed fields over the live ones. */
const withRevision = (row: ListingRow, revision: RevisionRow | undefined): ListingRow =>
  revision?.status === 'pendente'
    ? { ...row, ...reviewedOf({ ...contentOf(row), ...revision.content }) }
    : row;

/** What the panel says of the latest revision: pending, or rejected (until the next edit). */
function revisionAnswer(revision: RevisionRow | undefined): MyListing['alteracao'] {
  if (!revision || revision.status === 'aprovada') return null;
  return {
    status: revision.status,
    motivo: revision.status === 'reprovada' ? revision.reason : null,
    enviadaEm: revision.createdAt.toISOString(),
  };
}

function toMyListing(
  row: ListingRow,
  extras: ListingExtras | undefined,
  credit: HeldCredit | undefined,
  revision: { latest: RevisionRow | undefined; isReviewedEdit: boolean },
): MyListing {
  const images = extras?.images ?? [];
  return {
    codigoANUNCIO: row.code,
    tituloANUNCIO: row.title,
    subtituloANUNCIO: row.subtitle,
    descricaoANUNCIO: row.description,
    precoANUNCIO: row.price,
    slugANUNCIO: row.slug,
    tipoANUNCIO: row.type,
    statusANUNCIO: row.status,
    destaqueANUNCIO: row.highlighted ? 1 : 0,
    tiposTransacaoANUNCIO: row.transactionTypes,
    condicaoANUNCIO: row.condition,
    categoriaANUNCIO: row.categoryCode,
    subcategoriaANUNCIO: row.subcategoryCode,
    condominiosANUNCIO: extras?.condominiumCodes ?? [],
    horariosANUNCIO: row.openingHours,
    mapaUrlANUNCIO: row.mapUrl,
    youtubeUrlANUNCIO: row.videoUrl,
    anuncianteANUNCIO: row.advertiserCode,
    checkoutId: row.checkoutId,
    imagensANUNCIO: images.map((i) => i.url),
    imagens: images.map((i) => ({ urlIMAGEM: i.url, urlThumbIMAGEM: i.thumbUrl })),
    categoria: {
      nomeCATEGORIA: extras?.category?.name ?? '',
      tipoCATEGORIA: extras?.category?.type ?? row.type,
    },
    status: row.status,
    motivoReprovacao: row.status === 'reprovado' ? row.rejectionReason : null,
    credito: credit ? { checkoutId: credit.checkoutId, endsAt: credit.endsAt.toISOString() } : null,
    criadoEm: row.createdAt.toISOString(),
    atualizadoEm: row.updatedAt.toISOString(),
    publicadoEm: row.publishedAt?.toISOString() ?? null,
    alteracao: revisionAnswer(revision.latest),
    edicaoComAnalise: revision.isReviewedEdit,
  };
}

export function createMyListingsService(deps: {
  repo: MyListingsRepository;
  /** Publishing binds a credit; the answers show the one each ad holds. */
  credits: Pick<CreditsService, 'bindForPublish' | 'heldBy' | 'giveBack'>;
  clock: Clock;
  moderation: Moderation;
  /**
   * Removes an ad's own image files (not the media library's) after the ad is deleted; the
   * images feature provides it. Failures are logged by the caller, never undo the delete.
   */
  removeListingFiles?: ((listingCode: number) => Promise<void>) | undefined;
  log?: { warn(obj: object, msg?: string): void };
}) {
  const { repo, credits, clock, moderation } = deps;
  /**
   * The owner's side (pre-moderation) reads an ad with its pending revision over it; the admins'
   * (built with 'post') read the approved ad and decide the revision apart.
   */
  const isOwnerReview = moderation === 'pre';

  async function answerAll(conn: Conn, rows: ListingRow[]): Promise<MyListing[]> {
    const revisions = await repo.latestRevisions(
      conn,
      rows.map((r) => r.code),
    );
    const shown = rows.map((r) => (isOwnerReview ? withRevision(r, revisions.get(r.code)) : r));
    const extras = await repo.extras(conn, shown);
    const held = await credits.heldBy(
      conn,
      shown.map((r) => r.code),
    );
    return shown.map((r) =>
      toMyListing(r, extras.get(r.code), held.get(r.code), {
        latest: revisions.get(r.code),
        isReviewedEdit: isOwnerReview && r.status === 'publicado',
      }),
    );
  }

  async function answer(conn: Conn, row: ListingRow): Promise<MyListing> {
    const [one] = await answerAll(conn, [row]);
    if (!one) throw new Error('anúncio sem resposta');
    return one;
  }

  async function owned(conn: Conn, caller: Caller, id: number, lock = false): Promise<ListingRow> {
    const row = await repo.findOwned(conn, caller.code, id, lock);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /** Category matches type, subcategory belongs to category, condominiums exist. */
  async function checkReferences(conn: Conn, c: Content, condominiumCodes: number[] | undefined) {
    const category = await repo.category(conn, c.categoryCode);
    if (!category) throw validation(M.categoryNotFound, 'categoriaANUNCIO');
    if (category.type !== c.type) throw validation(M.categoryMismatch, 'categoriaANUNCIO');
    let subcategoryName: string | undefined;
    if (c.subcategoryCode !== null) {
      const sub = await repo.subcategory(conn, c.subcategoryCode);
      if (!sub || sub.categoryCode !== category.code)
        throw validation(M.subcategoryMismatch, 'subcategoriaANUNCIO');
      subcategoryName = sub.name;
    }
    if (condominiumCodes && condominiumCodes.length > 0) {
      const found = await repo.existingCondominiums(conn, condominiumCodes);
      if (condominiumCodes.some((code) => !found.has(code))) {
        throw validation(M.condominiumNotFound, 'condominiosANUNCIO');
      }
    }
    return { categoryText: [category.name, subcategoryName].filter(Boolean).join(' ') };
  }

  const columns = (c: Content, categoryText: string) => ({
    ...c,
    priceCents: c.price ? parsePriceCents(c.price) : null,
    slug: slugify(c.title) || 'anuncio',
    categoryText,
  });

  /**
   * Puts the listed URLs first, in order (each one of the ad's images or of the owner's media
   * library, which adds a row), the ad's other images after them. Whether anything changed, and
   * whether an image was added.
   */
  async function arrangeImages(
    conn: Conn,
    caller: Caller,
    code: number,
    urls: string[],
  ): Promise<{ changed: boolean; added: boolean }> {
    const wanted = [...new Set(urls)];
    const current = await repo.images(conn, code);
    const byUrl = new Map(current.map((i) => [i.url, i]));
    const fromMedia = new Map(
      (
        await repo.mediaByUrls(
          conn,
          caller.code,
          wanted.filter((u) => !byUrl.has(u)),
        )
      ).map((m) => [m.url, m]),
    );
    if (wanted.some((u) => !byUrl.has(u) && !fromMedia.has(u)))
      throw validation(M.imageNotAllowed, 'imagensANUNCIO');
    const rest = current.filter((i) => !wanted.includes(i.url));
    if (wanted.length + rest.length > MAX_LISTING_IMAGES) throw validation(M.tooManyImages, 'imagensANUNCIO');
    let changed = false;
    let added = false;
    let position = 0;
    for (const url of wanted) {
      const existing = byUrl.get(url);
      if (existing) {
        if (existing.position !== position) {
          await repo.setImagePosition(conn, existing.code, position);
          changed = true;
        }
      } else {
        const m = fromMedia.get(url);
        if (m) {
          await repo.addImage(conn, {
            listingCode: code,
            url: m.url,
            thumbUrl: m.thumbUrl,
            ogUrl: m.ogUrl,
            mediaId: m.id,
            position,
          });
          changed = true;
          added = true;
        }
      }
      position += 1;
    }
    for (const i of rest) {
      if (i.position !== position) {
        await repo.setImagePosition(conn, i.code, position);
        changed = true;
      }
      position += 1;
    }
    return { changed, added };
  }

  /** The city and UF of the ad: the owner's profile's (listings carry no address of their own). */
  async function placeOf(conn: Conn, owner: number) {
    const user = await repo.owner(conn, owner);
    const uf = user?.uf?.trim().toUpperCase() || null;
    const cityCode = user?.city && uf ? await repo.cityCode(conn, user.city, uf) : null;
    return { user, uf, cityCode };
  }

  return {
    async list(caller: Caller, query: MyListingsQuery): Promise<MyListingsPage> {
      const { rows, total } = await repo.list(caller.code, query);
      return {
        data: await answerAll(repo.db, rows),
        page: query.page,
        totalPages: Math.ceil(total / query.limit),
        total,
      };
    },

    async get(caller: Caller, id: number): Promise<MyListing> {
      return answer(repo.db, await owned(repo.db, caller, id));
    },

    async create(caller: Caller, body: MyListingInput): Promise<MyListing> {
      const content = merge(undefined, body);
      requireFields(content);
      return repo.inTransaction(async (tx) => {
        const { categoryText } = await checkReferences(tx, content, body.condominiosANUNCIO ?? undefined);
        const { uf, cityCode } = await placeOf(tx, caller.code);
        const row = await repo.insert(tx, {
          ...columns(content, categoryText),
          status: 'rascunho',
          advertiserCode: caller.code,
          uf,
          cityCode,
        });
        if (body.condominiosANUNCIO?.length)
          await repo.replaceCondominiums(tx, row.code, body.condominiosANUNCIO);
        if (body.imagensANUNCIO?.length) await arrangeImages(tx, caller, row.code, body.imagensANUNCIO);
        return answer(tx, row);
      });
    },

    /** PUT (mode 'put': absent optional fields are cleared) or PATCH (absent fields kept). */
    async update(
      caller: Caller,
      id: number,
      body: MyListingInput,
      mode: Exclude<Mode, 'create'>,
    ): Promise<MyListing> {
      return repo.inTransaction(async (tx) => {
        const row = await owned(tx, caller, id, true);
        // The owner edits what they last saved: a pending revision's fields over the live ones.
        const pending = isOwnerReview ? await repo.pendingRevision(tx, row.code, true) : undefined;
        const before = contentOf(withRevision(row, pending));
        const content = merge(mode === 'patch' ? before : undefined, body);
        requireFields(content);
        const condominiumCodes =
          body.condominiosANUNCIO === undefined
            ? mode === 'put'
              ? []
              : undefined
            : (body.condominiosANUNCIO ?? []);
        const { categoryText } = await checkReferences(tx, content, condominiumCodes);

        let changed = (Object.keys(before) as (keyof Content)[]).some(
          (k) => !sameJson(before[k], content[k]),
        );
        if (condominiumCodes !== undefined) {
          const current = (await repo.extras(tx, [row])).get(row.code)?.condominiumCodes ?? [];
          const next = [...condominiumCodes].sort((a, b) => a - b);
          if (!sameJson(current, next)) {
            changed = true;
            await repo.replaceCondominiums(tx, row.code, condominiumCodes);
          }
        }
        let isPhotoAdded = false;
        if (body.imagensANUNCIO !== undefined) {
          const arranged = await arrangeImages(tx, caller, row.code, body.imagensANUNCIO);
          if (arranged.changed) changed = true;
          isPhotoAdded = arranged.added;
        }

        let status = row.status;
        // The owner's choice on the form: inativo inactivates a live or pending ad.
        const isInactivating =
          body.statusANUNCIO === 'inativo' && (status === 'publicado' || status === 'pendente');
        if (isInactivating) status = 'inativo';
        else status = statusAfterEdit(status, moderation, { isPhotoAdded });

        // A published ad under pre-moderation stays on the site as approved (ADR 018): the
        // reviewed fields wait in its pending revision, the rest apply now.
        if (isOwnerReview && status === 'publicado') {
          const proposed = reviewedOf(content);
          if (sameJson(proposed, reviewedOf(contentOf(row)))) {
            if (pending) await repo.deletePendingRevision(tx, row.code);
          } else if (!pending || !sameJson(proposed, reviewedOf({ ...contentOf(row), ...pending.content }))) {
            await repo.savePendingRevision(tx, row.code, proposed);
          }
          const now = {
            price: content.price,
            transactionTypes: content.transactionTypes,
            condition: content.condition,
            openingHours: content.openingHours,
          };
          const isNowChanged = !sameJson(now, {
            price: row.price,
            transactionTypes: row.transactionTypes,
            condition: row.condition,
            openingHours: row.openingHours,
          });
          if (!isNowChanged) return answer(tx, row);
          const updated = await repo.update(tx, row.code, {
            price: content.price,
            priceCents: content.price ? parsePriceCents(content.price) : null,
            transactionTypes: content.transactionTypes,
            condition: content.condition,
            openingHours: content.openingHours,
          });
          return answer(tx, updated);
        }

        // Anywhere else the edit is the ad itself: a revision left pending is folded into it.
        if (pending) await repo.deletePendingRevision(tx, row.code);
        if (!changed && status === row.status && !pending) return answer(tx, row);
        const updated = await repo.update(tx, row.code, { ...columns(content, categoryText), status });
        return answer(tx, updated);
      });
    },

    /** Deletes the ad and its rows (images, condominiums, card); its files afterwards. */
    async remove(caller: Caller, id: number): Promise<void> {
      await repo.inTransaction(async (tx) => {
        await owned(tx, caller, id, true);
        await repo.delete(tx, id);
      });
      // The rows are gone; files left by a storage failure are only logged (no answer fails).
      await deps.removeListingFiles?.(id).catch((err: unknown) => {
        deps.log?.warn({ err, listing: id }, 'falha ao apagar os arquivos do anúncio removido');
      });
    },

    /**
     * Deletes every ad of `owner` and its rows, as `remove` does one (an account's deletion, issue
     * 36: it runs this over its own transaction); answers their codes, whose files the caller
     * deletes once that transaction commits (listing-images' `removeListingFiles`).
     */
    async removeAllOf(owner: number): Promise<number[]> {
      return repo.inTransaction(async (tx) => {
        const codes = await repo.codesOf(tx, owner);
        for (const code of codes) await repo.delete(tx, code);
        return codes;
      });
    },

    async publish(caller: Caller, id: number, checkoutId: number | undefined): Promise<MyListing> {
      const now = clock.now();
      return repo.inTransaction(async (tx) => {
        const row = await owned(tx, caller, id, true);
        if (row.status === 'publicado' || row.status === 'pendente')
          throw new AppError('CONFLICT', M.alreadyPublished);
        if (row.status === 'vendido' || row.status === 'encerrado')
          throw new AppError('CONFLICT', M.closedForGood);

        const { user, uf, cityCode } = await placeOf(tx, caller.code);
        if (caller.level === USER_LEVELS.ANUNCIANTE && user) {
          const whatsapp = user.whatsapp ?? '';
          const missing = missingProfileFields({
            nomeUSUARIO: user.name,
            emailUSUARIO: user.email,
            documentoUSUARIO: user.document,
            whatsappUSUARIO:
              whatsapp.replace(/\D/g, '').length < 10 && user.ddd ? `${user.ddd}${whatsapp}` : whatsapp,
            cepUSUARIO: user.postalCode,
            logradouroUSUARIO: user.street,
            cidadeUSUARIO: user.city,
            ufUSUARIO: user.uf,
          });
          if (missing.length > 0) {
            throw new AppError(
              'BUSINESS_RULE',
              profileIncompleteMessage(missing),
              missing.map((message) => ({ field: 'perfil', message })),
            );
          }
        }

        const credit = await credits.bindForPublish(
          tx,
          { owner: caller.code, listingCode: row.code, checkoutId },
          now,
        );

        // A revision left pending when the ad went off the site goes with it to moderation.
        const pending = isOwnerReview ? await repo.pendingRevision(tx, row.code, true) : undefined;
        let folded = {};
        if (pending) {
          const content = contentOf(withRevision(row, pending));
          const { categoryText } = await checkReferences(tx, content, undefined);
          folded = columns(content, categoryText);
          await repo.deletePendingRevision(tx, row.code);
        }

        const live = moderation === 'post';
        const updated = await repo.update(tx, row.code, {
          ...folded,
          status: live ? 'publicado' : 'pendente',
          checkoutId: credit.checkoutId,
          rejectionReason: null,
          uf: uf ?? row.uf,
          cityCode: cityCode ?? row.cityCode,
          ...(live ? { publishedAt: now } : {}),
        });
        return answer(tx, updated);
      });
    },

    async inactivate(caller: Caller, id: number): Promise<MyListing> {
      return repo.inTransaction(async (tx) => {
        const row = await owned(tx, caller, id, true);
        if (row.status === 'inativo') return answer(tx, row);
        if (row.status !== 'publicado' && row.status !== 'pendente')
          throw new AppError('CONFLICT', M.cannotInactivate);
        return answer(tx, await repo.update(tx, row.code, { status: 'inativo' }));
      });
    },

    /**
     * Marks a Produto sold (`vendido`) or ends any ad (`encerrado`), for good (ADR 023): it leaves
     * the search at once (the triggers follow the status), its page says so for 30 days, and its
     * credit goes back to the owner for another ad while the credit's period runs.
     */
    async close(caller: Caller, id: number, outcome: 'vendido' | 'encerrado'): Promise<MyListing> {
      return repo.inTransaction(async (tx) => {
        const row = await owned(tx, caller, id, true);
        if (row.status === outcome) return answer(tx, row);
        const closable =
          outcome === 'vendido'
            ? row.type === 2 && ['publicado', 'pendente', 'inativo'].includes(row.status)
            : ['publicado', 'pendente', 'inativo', 'reprovado'].includes(row.status);
        if (!closable) throw new AppError('CONFLICT', outcome === 'vendido' ? M.cannotSell : M.cannotEnd);
        const now = clock.now();
        await credits.giveBack(tx, row.code, now);
        return answer(
          tx,
          await repo.update(tx, row.code, { status: outcome, endedAt: now, statusWhenEnded: null }),
        );
      });
    },

    /** A rascunho copy: text (as the owner last saved it), condominiums and hours; no images, no credit. */
    async duplicate(caller: Caller, id: number): Promise<MyListing> {
      return repo.inTransaction(async (tx) => {
        const live = await owned(tx, caller, id);
        const pending = isOwnerReview ? await repo.pendingRevision(tx, live.code) : undefined;
        const row = withRevision(live, pending);
        const extras = (await repo.extras(tx, [row])).get(row.code);
        const { categoryText } = pending
          ? await checkReferences(tx, contentOf(row), undefined)
          : { categoryText: row.categoryText };
        const copy = await repo.insert(tx, {
          ...contentOf(row),
          priceCents: row.priceCents,
          slug: pending ? slugify(row.title) || 'anuncio' : row.slug,
          categoryText,
          cityCode: row.cityCode,
          uf: row.uf,
          rules: row.rules,
          status: 'rascunho',
          advertiserCode: caller.code,
        });
        if (extras?.condominiumCodes.length)
          await repo.replaceCondominiums(tx, copy.code, extras.condominiumCodes);
        return answer(tx, copy);
      });
    },

    /**
     * Applies the ad's pending revision (an admin's approval, ADR 018): its reviewed fields become
     * the ad's, with slug and category text. 404 without one; 409 when the ad is no longer on
     * the site (its revision then goes with its next edit or publication). The ad before and
     * after, for the audit line.
     */
    async approveRevision(
      caller: Caller,
      id: number,
      decidedBy: number,
    ): Promise<{ before: MyListing; after: MyListing; title: string }> {
      return repo.inTransaction(async (tx) => {
        const row = await owned(tx, caller, id, true);
        const pending = await repo.pendingRevision(tx, row.code, true);
        if (!pending) throw notFound(M.noPendingRevision);
        if (row.status !== 'publicado') throw new AppError('CONFLICT', M.revisionAdNotLive);
        const content = contentOf(withRevision(row, pending));
        const { categoryText } = await checkReferences(tx, content, undefined);
        const before = await answer(tx, row);
        await repo.decideRevision(tx, pending.code, {
          status: 'aprovada',
          reason: null,
          by: decidedBy,
          at: clock.now(),
        });
        const updated = await repo.update(tx, row.code, columns(content, categoryText));
        return { before, after: await answer(tx, updated), title: updated.title };
      });
    },

    /**
     * Rejects the ad's pending revision (ADR 018): the live ad stays as it is; the owner's panel
     * shows the reason until the next edit. 404 without one. The proposed fields, for the audit.
     */
    async rejectRevision(
      caller: Caller,
      id: number,
      decidedBy: number,
      reason: string,
    ): Promise<{ proposed: RevisionRow['content']; title: string }> {
      return repo.inTransaction(async (tx) => {
        const row = await owned(tx, caller, id, true);
        const pending = await repo.pendingRevision(tx, row.code, true);
        if (!pending) throw notFound(M.noPendingRevision);
        await repo.decideRevision(tx, pending.code, {
          status: 'reprovada',
          reason,
          by: decidedBy,
          at: clock.now(),
        });
        return { proposed: pending.content, title: row.title };
      });
    },
  };
}

export type MyListingsService = ReturnType<typeof createMyListingsService>;
