import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './form.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
  error?: string | null;
  /** A quiet line under the box, its description (what ticking it unlocks); an error wins. */
  hint?: string | null;
  /**
   * A page about what is agreed to, as a link of its own under the box: inside the label, a tap
   * on the words opened it instead of ticking the box (decision 429).
   */
  link?: { href: string; label: string };
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label text; spreads react-hook-form's `register()` result. */
export function Checkbox({ children, error, hint, link, ref, className, ...input }: CheckboxProps) {
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
      {link && (
        <a className="checkbox__link" href={link.href} target="_blank" rel="noreferrer">
          {link.label}
        </a>
      )}
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
