export { getCategory, getSubcategory, type Category, type Subcategory } from './catalogue.ts';
export {
  buildCondominium,
  insertCondominium,
  type Condominium,
  type CondominiumSpec,
} from './condominium.ts';
export {
  buildListing,
  insertListing,
  type InsertedListing,
  type InsertListingOptions,
  type Listing,
  type ListingImage,
  type NewListing,
} from './listing.ts';
export { buildUser, insertUser, type NewUser, type User } from './user.ts';
