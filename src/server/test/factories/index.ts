// The factories' public API (STYLE.md §6): insert<Entity>(db, overrides) for tests, and
// build<Entity>(overrides) for seeds, e2e and the panel's tests to come. build* are marked
// @public so knip keeps them while only insert* calls them.
export { getCategory, getSubcategory } from './catalogue.ts';
export {
  /** @public */
  buildCondominium,
  insertCondominium,
} from './condominium.ts';
export {
  /** @public */
  buildListing,
  insertListing,
} from './listing.ts';
export {
  /** @public */
  buildUser,
  insertUser,
  type User,
} from './user.ts';
