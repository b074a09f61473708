import type { ListingType, TransactionType } from '#shared/constants.ts';
import type { IconName } from '../images.ts';

/**
 * A listing pattern. Text may hold `{a|b|c}` (one alternative is picked) and placeholders
 * `%condominio%`, `%bairro%`, `%cidade%`, `%nome%` (the advertiser), filled by the generator.
 */
export interface ListingTemplate {
  title: string;
  subtitle: string;
  description: string;
  prices: readonly string[];
  condition?: 'novo' | 'seminovo';
  transactions?: readonly TransactionType[];
  /** House rules, for amenities. */
  rules?: readonly string[];
}

/** Opening-hours patterns; the generator adds small variations. */
export type HoursProfile = 'comercial' | 'comercial-sabado' | 'comida' | 'aulas' | 'todos-os-dias' | 'fim-de-semana';

export interface CategoryTemplates {
  type: ListingType;
  category: string;
  icon: IconName;
  hours: HoursProfile;
  /** Defaults for the category's templates. */
  transactions: readonly TransactionType[];
  condition?: 'novo' | 'seminovo';
  subcategories: Readonly<Record<string, readonly ListingTemplate[]>>;
}
