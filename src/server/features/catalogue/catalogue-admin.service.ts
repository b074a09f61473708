import { LISTING_TYPES, type ListingType } from '#shared/constants.ts';
import { CATALOGUE_MESSAGES as M } from '#shared/contracts/catalogue.constants.ts';
import type {
  CatalogueRemoved,
  Category,
  CategoryCreate,
  CategoryUpdate,
  Subcategory,
  SubcategoryCreate,
  SubcategoryUpdate,
} from '#shared/contracts/catalogue.contract.ts';
import { slugify } from '#shared/lib/slug.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';

/** What a write runs with: the repositories bound to its transaction. */
export interface CatalogueTx {
  catalogue: CatalogueRepository;
  audit: AuditService;
}

/** The admin who acts (the audit log's author). */
export interface Actor {
  code: number;
}

const validation = (message: string, field: string) =>
  new AppError('VALIDATION', message, [{ field, message }]);

const typeName = (type: number) => LISTING_TYPES[type as ListingType]?.name ?? String(type);

/** The slug a subcategory gets when none is given (none when the name has no letter or digit). */
const slugOf = (name: string): string | null => slugify(name) || null;

/**
 * The admins' writes to the catalogue (spec 2 §7 "Catalogue"). Each runs in one
 * transaction with its audit lines. A name is unique per type (categories) or per category
 * (subcategories), case ignored. What listings use is never removed (409 with how many; the
 * answer is to deactivate it, which hides it from the public filters and keeps the listings).
 * A rename rewrites the listings' `categoria_texto` in the same transaction, so the search
 * finds them by the new name at once.
 */
export function createCatalogueAdminService(deps: {
  read: CatalogueRepository;
  inTransaction: <T>(work: (tx: CatalogueTx) => Promise<T>) => Promise<T>;
}) {
  const { read, inTransaction } = deps;

  /** Runs a write; a unique index hit by a concurrent twin is the same 409 as the check's. */
  async function write<T>(duplicateMessage: () => string, work: (tx: CatalogueTx) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(work);
    } catch (err) {
      if (uniqueViolation(err) !== undefined) throw new AppError('CONFLICT', duplicateMessage());
      throw err;
    }
  }

  return {
    async getCategory(code: number): Promise<Category> {
      const row = await read.getCategory(code);
      if (!row) throw notFound(M.categoryNotFound);
      return row;
    },

    async getSubcategory(code: number): Promise<Subcategory> {
      const row = await read.getSubcategory(code);
      if (!row) throw notFound(M.subcategoryNotFound);
      return row;
    },

    createCategory(actor: Actor, body: CategoryCreate): Promise<Category> {
      const name = body.nomeCATEGORIA;
      const duplicate = () => M.categoryDuplicate(name, typeName(body.tipoCATEGORIA));
      return write(duplicate, async ({ catalogue, audit }) => {
        if (await catalogue.categoryNamed(body.tipoCATEGORIA, name))
          throw new AppError('CONFLICT', duplicate());
        const row = await catalogue.insertCategory({
          name,
          type: body.tipoCATEGORIA,
          active: body.ativoCATEGORIA,
        });
        await audit.record({
          actorCode: actor.code,
          entity: 'categoria',
          entityId: row.codigoCATEGORIA,
          action: 'criar',
          before: null,
          after: { nome: row.nomeCATEGORIA, tipo: row.tipoCATEGORIA, ativo: row.ativoCATEGORIA },
        });
        return row;
      });
    },

    /** A new name and/or status; what is already so changes nothing and logs nothing. */
    updateCategory(actor: Actor, code: number, body: CategoryUpdate): Promise<Category> {
      const name = body.nomeCATEGORIA;
      let type = 0;
      const duplicate = () => M.categoryDuplicate(name ?? '', typeName(type));
      return write(duplicate, async ({ catalogue, audit }) => {
        const current = await catalogue.getCategory(code, true);
        if (!current) throw notFound(M.categoryNotFound);
        type = current.tipoCATEGORIA;
        const isRename = name !== undefined && name !== current.nomeCATEGORIA;
        const isToggle = body.ativoCATEGORIA !== undefined && body.ativoCATEGORIA !== current.ativoCATEGORIA;
        if (!isRename && !isToggle) return current;
        if (isRename && (await catalogue.categoryNamed(type, name, code))) {
          throw new AppError('CONFLICT', duplicate());
        }
        const row = await catalogue.updateCategory(code, {
          ...(isRename ? { name } : {}),
          ...(isToggle ? { active: body.ativoCATEGORIA } : {}),
        });
        const log = { actorCode: actor.code, entity: 'categoria', entityId: code } as const;
        if (isRename) {
          await catalogue.refreshCategoryText({ categoryCode: code });
          await audit.record({
            ...log,
            action: 'renomear',
            before: { nome: current.nomeCATEGORIA },
            after: { nome: row.nomeCATEGORIA },
          });
        }
        if (isToggle) {
          await audit.record({
            ...log,
            action: row.ativoCATEGORIA ? 'ativar' : 'desativar',
            before: { ativo: current.ativoCATEGORIA },
            after: { ativo: row.ativoCATEGORIA },
          });
        }
        return row;
      });
    },

    /**
     * Removes a category no listing uses, with its subcategories (they exist only inside it;
     * the foreign key cascades). The row is locked first, so a listing saved meanwhile waits
     * and is counted, or fails on its own foreign key after the removal.
     */
    removeCategory(actor: Actor, code: number): Promise<CatalogueRemoved> {
      return inTransaction(async ({ catalogue, audit }) => {
        const current = await catalogue.getCategory(code, true);
        if (!current) throw notFound(M.categoryNotFound);
        const used = await catalogue.countListingsOfCategory(code);
        if (used > 0) throw new AppError('CONFLICT', M.categoryInUse(used));
        const subcategoryNames = await catalogue.subcategoryNamesOf(code);
        await catalogue.deleteCategory(code);
        await audit.record({
          actorCode: actor.code,
          entity: 'categoria',
          entityId: code,
          action: 'remover',
          before: {
            nome: current.nomeCATEGORIA,
            tipo: current.tipoCATEGORIA,
            ativo: current.ativoCATEGORIA,
            subcategorias: subcategoryNames,
          },
          after: null,
        });
        return { ok: true, message: M.categoryRemoved };
      });
    },

    createSubcategory(actor: Actor, body: SubcategoryCreate): Promise<Subcategory> {
      const name = body.nomeSUBCATEGORIA;
      const duplicate = () => M.subcategoryDuplicate(name);
      return write(duplicate, async ({ catalogue, audit }) => {
        const category = await catalogue.getCategory(body.categoriaSUBCATEGORIA);
        if (!category) throw validation(M.categoryNotFound, 'categoriaSUBCATEGORIA');
        if (await catalogue.subcategoryNamed(category.codigoCATEGORIA, name)) {
          throw new AppError('CONFLICT', duplicate());
        }
        const row = await catalogue.insertSubcategory({
          categoryCode: category.codigoCATEGORIA,
          name,
          slug: body.slugSUBCATEGORIA ?? slugOf(name),
          active: body.ativoSUBCATEGORIA,
        });
        await audit.record({
          actorCode: actor.code,
          entity: 'subcategoria',
          entityId: row.codigoSUBCATEGORIA,
          action: 'criar',
          before: null,
          after: {
            categoria: row.categoriaSUBCATEGORIA,
            nome: row.nomeSUBCATEGORIA,
            slug: row.slugSUBCATEGORIA,
            ativo: row.ativoSUBCATEGORIA,
          },
        });
        return row;
      });
    },

    /**
     * The fields sent change (the toggle sends only ativoSUBCATEGORIA). A subcategory that
     * listings use cannot move to another category: those listings would point at a
     * subcategory outside their own category.
     */
    updateSubcategory(actor: Actor, code: number, body: SubcategoryUpdate): Promise<Subcategory> {
      let name = body.nomeSUBCATEGORIA ?? '';
      const duplicate = () => M.subcategoryDuplicate(name);
      return write(duplicate, async ({ catalogue, audit }) => {
        const current = await catalogue.getSubcategory(code, true);
        if (!current) throw notFound(M.subcategoryNotFound);
        name = body.nomeSUBCATEGORIA ?? current.nomeSUBCATEGORIA;
        const categoryCode = body.categoriaSUBCATEGORIA ?? current.categoriaSUBCATEGORIA;
        const slug =
          body.slugSUBCATEGORIA === undefined
            ? current.slugSUBCATEGORIA
            : (body.slugSUBCATEGORIA ?? slugOf(name));

        const isMove = categoryCode !== current.categoriaSUBCATEGORIA;
        const isRename = name !== current.nomeSUBCATEGORIA;
        const isToggle =
          body.ativoSUBCATEGORIA !== undefined && body.ativoSUBCATEGORIA !== current.ativoSUBCATEGORIA;
        const isNewSlug = slug !== current.slugSUBCATEGORIA;

        if (isMove) {
          if (!(await catalogue.getCategory(categoryCode))) {
            throw validation(M.categoryNotFound, 'categoriaSUBCATEGORIA');
          }
          const used = await catalogue.countListingsOfSubcategory(code);
          if (used > 0) throw new AppError('CONFLICT', M.subcategoryMoveInUse(used));
        }
        if ((isMove || isRename) && (await catalogue.subcategoryNamed(categoryCode, name, code))) {
          throw new AppError('CONFLICT', duplicate());
        }
        if (!isMove && !isRename && !isToggle && !isNewSlug) return current;

        const row = await catalogue.updateSubcategory(code, {
          ...(isMove ? { categoryCode } : {}),
          ...(isRename ? { name } : {}),
          ...(isNewSlug ? { slug } : {}),
          ...(isToggle ? { active: body.ativoSUBCATEGORIA } : {}),
        });
        if (isRename) await catalogue.refreshCategoryText({ subcategoryCode: code });

        const log = { actorCode: actor.code, entity: 'subcategoria', entityId: code } as const;
        if (isMove || isRename || isNewSlug) {
          const before: Record<string, unknown> = {};
          const after: Record<string, unknown> = {};
          if (isMove) [before.categoria, after.categoria] = [current.categoriaSUBCATEGORIA, categoryCode];
          if (isRename) [before.nome, after.nome] = [current.nomeSUBCATEGORIA, row.nomeSUBCATEGORIA];
          if (isNewSlug) [before.slug, after.slug] = [current.slugSUBCATEGORIA, row.slugSUBCATEGORIA];
          await audit.record({ ...log, action: 'editar', before, after });
        }
        if (isToggle) {
          await audit.record({
            ...log,
            action: row.ativoSUBCATEGORIA ? 'ativar' : 'desativar',
            before: { ativo: current.ativoSUBCATEGORIA },
            after: { ativo: row.ativoSUBCATEGORIA },
          });
        }
        return row;
      });
    },

    removeSubcategory(actor: Actor, code: number): Promise<CatalogueRemoved> {
      return inTransaction(async ({ catalogue, audit }) => {
        const current = await catalogue.getSubcategory(code, true);
        if (!current) throw notFound(M.subcategoryNotFound);
        const used = await catalogue.countListingsOfSubcategory(code);
        if (used > 0) throw new AppError('CONFLICT', M.subcategoryInUse(used));
        await catalogue.deleteSubcategory(code);
        await audit.record({
          actorCode: actor.code,
          entity: 'subcategoria',
          entityId: code,
          action: 'remover',
          before: {
            categoria: current.categoriaSUBCATEGORIA,
            nome: current.nomeSUBCATEGORIA,
            slug: current.slugSUBCATEGORIA,
            ativo: current.ativoSUBCATEGORIA,
          },
          after: null,
        });
        return { ok: true, message: M.subcategoryRemoved };
      });
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
