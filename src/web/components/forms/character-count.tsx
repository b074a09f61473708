/**
 * A field's hint that counts its characters against the limit its `maxLength` enforces ("37/150";
 * read "37 de 150 caracteres"). The browser drops silently what passes `maxLength`, so at the
 * limit it says so, in a polite live region: that the limit was reached, or, when the caller saw
 * a paste that did not fit (`isCut`), that the pasted text was cut.
 */
export function CharacterCount({ length, max, isCut }: { length: number; max: number; isCut: boolean }) {
  const isFull = length >= max;
  return (
    <span className="flex justify-between gap-3">
      <span role="status" className={isFull ? 'font-medium text-slate-800' : undefined}>
        {isFull
          ? isCut
            ? `O texto colado passava de ${max} caracteres e foi cortado. Confira o final.`
            : `Limite de ${max} caracteres atingido.`
          : null}
      </span>
      <span className="shrink-0 tabular-nums">
        <span aria-hidden="true">
          {length}/{max}
        </span>
        <span className="sr-only">
          {length} de {max} caracteres
        </span>
      </span>
    </span>
  );
}
