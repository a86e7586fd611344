import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './form.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
  error?: string | null;
  /** A quiet line under the box, its description (what ticking it unlocks); an error wins. */
  hint?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label text; spreads react-hook-form's `register()` result. */
export function Checkbox({ children, error, hint, ref, className, ...input }: CheckboxProps) {
  const hintId = useId();
  const showHint = !error && Boolean(hint);
  return (
    <div className={`checkbox${className ? ` ${className}` : ''}`}>
      <label className="checkbox__label">
        <input
          ref={ref}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={showHint ? hintId : undefined}
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
      {showHint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
