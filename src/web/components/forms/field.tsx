import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** The look of every text input, text area and select (BRAND.md "Forms"). */
export const inputClass =
  'block min-h-12 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-teal-700 disabled:bg-slate-100 aria-invalid:border-red-600 aria-invalid:focus:outline-red-600';

/** A control's border: red while it has an error. */
export function borderClass(error: string | undefined): string {
  return error ? 'border-red-600' : 'border-slate-300';
}

/** Class names joined, the empty ones left out. */
export function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export const labelClass = 'mb-1.5 block text-[15px] font-medium text-slate-800';

/** What the control inside a Field carries: its id, what describes it and whether it is invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** The label, hint and error of a form control (the props every field component shares). */
export interface FieldLabelProps {
  label: string;
  /** A short help text under the field. */
  hint?: ReactNode;
  /** The field's error, shown under it and linked with aria-describedby. */
  error?: string;
  /** The label is read by screen readers only (compact forms whose placeholder shows it). */
  isLabelHidden?: boolean;
  /** The control's id; one is made up when absent. */
  id?: string;
  /** Classes of the wrapper (grid placement, margins). */
  className?: string;
}

/** Splits a field component's props into the Field's (label, hint, error, ...) and the control's. */
export function splitFieldProps<P extends FieldLabelProps>(
  props: P,
): [FieldLabelProps, Omit<P, keyof FieldLabelProps>] {
  const { label, hint, error, isLabelHidden, id, className, ...control } = props;
  return [{ label, hint, error, isLabelHidden, id, className }, control];
}

/**
 * The one wrapper of every form control: label above, hint and error under (BRAND.md "Forms").
 * The control, drawn by `children`, receives its id, is described by the error and the hint, and
 * is marked aria-invalid while there is an error. TextField, TextAreaField, SelectField and the
 * Combobox are built on it; a new kind of control should be too.
 */
export function Field({
  label,
  hint,
  error,
  isLabelHidden = false,
  id,
  className,
  children,
}: FieldLabelProps & { children: (control: FieldControlProps) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-dica` : undefined;
  const errorId = error ? `${controlId}-erro` : undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={isLabelHidden ? 'sr-only' : labelClass}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
