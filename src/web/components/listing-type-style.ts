import { Armchair, BriefcaseBusiness, ShoppingBag, Wrench, type LucideIcon } from 'lucide-react';
import { LISTING_TYPES, type ListingType } from '#shared/constants.ts';

/**
 * Each listing type has one recognisable colour (BRAND.md "Colour"): badge, tile and landing
 * header. Class names are spelled out in full so Tailwind finds them. White on indigo-600,
 * emerald-700, sky-700 and amber-700 all pass 4.5:1; the *-800 text on *-50 tints too.
 */
export interface ListingTypeStyle {
  name: string;
  /** Singular, for the card badge. */
  singular: string;
  icon: LucideIcon;
  solid: string;
  soft: string;
  text: string;
  ring: string;
  /** The sentence of spec 1 §2 for an empty list of this type. */
  empty: string;
  blurb: string;
}

export const LISTING_TYPE_STYLES: Record<ListingType, ListingTypeStyle> = {
  1: {
    name: LISTING_TYPES[1].name,
    singular: 'Oportunidade',
    icon: BriefcaseBusiness,
    solid: 'bg-indigo-600 text-white',
    soft: 'bg-indigo-50 text-indigo-800',
    text: 'text-indigo-700',
    ring: 'group-hover:ring-indigo-600',
    empty: 'Nenhuma oportunidade encontrada.',
    blurb: 'Vagas, parcerias e negócios perto de você',
  },
  2: {
    name: LISTING_TYPES[2].name,
    singular: 'Produto',
    icon: ShoppingBag,
    solid: 'bg-emerald-700 text-white',
    soft: 'bg-emerald-50 text-emerald-800',
    text: 'text-emerald-700',
    ring: 'group-hover:ring-emerald-700',
    empty: 'Nenhum produto encontrado.',
    blurb: 'Feitos e vendidos pelos seus vizinhos',
  },
  3: {
    name: LISTING_TYPES[3].name,
    singular: 'Serviço',
    icon: Wrench,
    solid: 'bg-sky-700 text-white',
    soft: 'bg-sky-50 text-sky-800',
    text: 'text-sky-700',
    ring: 'group-hover:ring-sky-700',
    empty: 'Nenhum serviço encontrado.',
    blurb: 'Profissionais de confiança no condomínio',
  },
  4: {
    name: LISTING_TYPES[4].name,
    singular: 'Comodidade',
    icon: Armchair,
    solid: 'bg-amber-700 text-white',
    soft: 'bg-amber-50 text-amber-800',
    text: 'text-amber-700',
    ring: 'group-hover:ring-amber-700',
    empty: 'Nenhuma comodidade encontrada.',
    blurb: 'Espaços e facilidades para o dia a dia',
  },
};
