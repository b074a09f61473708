import { useEffect } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  RegisterOptions,
  Resolver,
  UseFormClearErrors,
  UseFormGetValues,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormSetValue,
  UseFormWatch,
} from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver.ts';

/*
 * The pieces a react-hook-form form shares when its fields are not the API's (masked text, a
 * chosen object): the check against the contract's schema, and the small habits of the panel's
 * forms. The account and contact forms, whose fields are the API's, use zodResolver directly.
 */

/** What the resolver needs of a contract's zod schema. */
interface ContractSchema {
  safeParse(body: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/**
 * A resolver that checks a form against the API's own schema: `check` first (the form's rules,
 * in the page's words: they win on their field), then the body the form would send (`toBody`)
 * through the contract's schema, its issues under the form's fields (`fieldOf`, the API's names
 * to the form's). The schema is imported on the first check, a submit: zod is a chunk of its own
 * rather than part of the page's JavaScript. A failed chunk load is tried again on the next submit.
 */
export function contractResolver<T extends FieldValues, F extends Path<T>>(options: {
  loadSchema: () => Promise<ContractSchema>;
  toBody: (values: T) => unknown;
  fieldOf: Readonly<Record<string, F>>;
  check?: (values: T) => Partial<Record<F, string>>;
}): Resolver<T> {
  return lazyResolver(() =>
    options.loadSchema().then((schema): Resolver<T> => async (values) => {
      const messages: Partial<Record<F, string>> = { ...options.check?.(values) };
      for (const issue of schema.safeParse(options.toBody(values)).error?.issues ?? []) {
        const name = issue.path[0];
        const field =
          typeof name === 'string' && Object.hasOwn(options.fieldOf, name)
            ? options.fieldOf[name]
            : undefined;
        if (field && messages[field] === undefined) messages[field] = issue.message;
      }
      const errors: Record<string, { type: string; message: string }> = {};
      for (const [field, message] of Object.entries(messages) as [F, string | undefined][]) {
        if (message !== undefined) errors[field] = { type: 'validate', message };
      }
      return Object.keys(errors).length > 0
        ? { values: {}, errors: errors as FieldErrors<T> }
        : { values, errors: {} };
    }),
  );
}

/**
 * A field the user edits loses its error; the others keep theirs until the next submit (the
 * panel's forms check on submit only, so no message chases the typing).
 */
export function useErrorsClearedOnEdit<T extends FieldValues>(
  watch: UseFormWatch<T>,
  clearErrors: UseFormClearErrors<T>,
  onEdit?: () => void,
) {
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      // type 'change' is the user's input; values the form sets itself (a look-up) say nothing.
      if (!name || type !== 'change') return;
      clearErrors(name);
      onEdit?.();
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, onEdit]);
}

/** Several fields set at once (what a pure rule of the form answered). */
export function setFields<T extends FieldValues>(setValue: UseFormSetValue<T>, patch: Partial<T>) {
  for (const [name, value] of Object.entries(patch)) {
    setValue(name as Path<T>, value as PathValue<T, Path<T>>);
  }
}

/**
 * A registered field that also carries its value as the input's default: register alone leaves
 * the server-rendered input empty until the page's JavaScript runs (these forms open filled).
 */
export function registered<T extends FieldValues>(
  form: { register: UseFormRegister<T>; getValues: UseFormGetValues<T> },
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
): UseFormRegisterReturn<Path<T>> & { defaultValue?: string; defaultChecked?: boolean } {
  const value: unknown = form.getValues(name);
  const registration = form.register(name, options);
  return typeof value === 'boolean'
    ? { ...registration, defaultChecked: value }
    : { ...registration, defaultValue: typeof value === 'string' ? value : undefined };
}
