import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './form.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label text; spreads react-hook-form's `register()` result. */
export function Checkbox({ children, error, ref, className, ...input }: CheckboxProps) {
  return (
    <div className={`checkbox${className ? ` ${className}` : ''}`}>
      <label className="checkbox__label">
        <input
          ref={ref}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          {...input}
        />
        <span className="checkbox__box" aria-hidden="true" />
        <span className="checkbox__text">{children}</span>
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
