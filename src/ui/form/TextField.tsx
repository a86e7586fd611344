import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A text input with its label; spreads react-hook-form's `register()` result. */
export function TextField({
  label,
  error,
  hint,
  required,
  ref,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={ref}
          id={id}
          className="field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </Field>
  );
}
