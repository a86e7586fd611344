import { useId, type ReactNode } from 'react';
import './form.css';

export interface FieldProps {
  label: string;
  /** Marks the label with an asterisk (spec section 5: required fields are marked). */
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Renders the control with the ids the label, hint and error need. */
  children: (ids: FieldIds) => ReactNode;
  className?: string;
}

export interface FieldIds {
  id: string;
  /** For aria-describedby: the hint and the error, when shown. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** A labelled control with its hint and error, wired for screen readers. */
export function Field({ label, required, error, hint, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
