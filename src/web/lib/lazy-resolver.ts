import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod, a contract's schema) is fetched on the first
 * validation, a submit, rather than with the page: a schema's weight stays out of the page's
 * JavaScript until someone sends the form. A failed chunk load is retried on the next submit.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TValues, TContext, TTransformed>>,
): Resolver<TValues, TContext, TTransformed> {
  let loaded: Promise<Resolver<TValues, TContext, TTransformed>> | undefined;
  return async (values, context, options) => {
    loaded ??= load();
    try {
      return await (
        await loaded
      )(values, context, options);
    } catch (error) {
      loaded = undefined;
      throw error;
    }
  };
}
