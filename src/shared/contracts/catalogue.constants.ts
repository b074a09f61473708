// The catalogue's paths, limits and messages (spec 2 §2 "Admin categories" / "Admin
// subcategories", §5, §8). Apart from catalogue.contract.ts so the admin pages can use
// them without pulling zod into the browser bundle.

export const CATALOGUE_API = {
  categories: '/api/categorias',
  category: (id: number) => `/api/categorias/${id}`,
  subcategories: '/api/subcategorias',
  subcategory: (id: number) => `/api/subcategorias/${id}`,
} as const;

/** Longest category or subcategory name (a filter label, not a sentence). */
export const CATALOGUE_NAME_MAX = 80;
/** Longest subcategory slug. */
export const CATALOGUE_SLUG_MAX = 100;

/** "12 anúncios", "1 anúncio". */
const listingCount = (n: number) => (n === 1 ? '1 anúncio' : `${n} anúncios`);

export const CATALOGUE_MESSAGES = {
  categoryNotFound: 'Categoria não encontrada.',
  subcategoryNotFound: 'Subcategoria não encontrada.',
  categoryNameRequired: 'Informe o nome da categoria.',
  nameTooLong: `O nome deve ter no máximo ${CATALOGUE_NAME_MAX} caracteres.`,
  categoryType:
    'O tipo da categoria deve ser 1 (Oportunidades), 2 (Produtos), 3 (Serviços) ou 4 (Comodidades).',
  flag: (field: string) => `O campo ${field} deve ser 1, 0, true ou false.`,
  categoryNothingToChange: 'Informe o novo nome da categoria ou se ela está ativa.',
  subcategoryNothingToChange:
    'Informe ao menos um campo para alterar: categoria, nome, slug ou se está ativa.',
  /** Spec 2 §5 "Admin subcategory". */
  subcategoryRequired: 'Preencha categoria e nome.',
  slugInvalid: `O slug deve ter letras, números ou hífens (no máximo ${CATALOGUE_SLUG_MAX} caracteres).`,
  categoryDuplicate: (name: string, typeName: string) => `Já existe a categoria “${name}” em ${typeName}.`,
  subcategoryDuplicate: (name: string) => `Já existe a subcategoria “${name}” nesta categoria.`,
  categoryInUse: (n: number) =>
    `Esta categoria é usada por ${listingCount(n)}. Desative-a em vez de remover.`,
  subcategoryInUse: (n: number) =>
    `Esta subcategoria é usada por ${listingCount(n)}. Desative-a em vez de remover.`,
  subcategoryMoveInUse: (n: number) =>
    `Esta subcategoria é usada por ${listingCount(n)} e não pode mudar de categoria. Crie uma nova na outra categoria.`,
  categoryRemoved: 'Categoria removida.',
  subcategoryRemoved: 'Subcategoria removida.',
} as const;

/** The admin pages' own texts (spec 2 §2, exactly where the spec gives them). */
export const CATALOGUE_PAGE_TEXTS = {
  renamePrompt: 'Novo nome da categoria:',
  confirmRemoveCategory: 'Remover esta categoria?',
  confirmRemoveSubcategory: 'Remover esta subcategoria?',
  noCategories: 'Nenhuma categoria para este tipo.',
  noSubcategories: 'Nenhuma subcategoria.',
  loading: 'Carregando...',
  newSubcategory: 'Nova Subcategoria',
  editSubcategory: 'Editar Subcategoria',
} as const;
