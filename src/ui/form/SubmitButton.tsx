import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './form.css';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The sending state of spec section 4, Forms: the button shows loading and takes no clicks. */
  loading?: boolean;
  variant?: 'primary' | 'ghost';
  children: ReactNode;
}

/**
 * A form's submit button with its loading state. While loading it is `aria-disabled`, not
 * `disabled`: it takes no click and no Enter from a field (the click that submits is cancelled),
 * but it keeps the focus. A disabled button drops the focus to the page's top, so a keyboard
 * user sent back after a refusal started over from the header (decision 405).
 */
export function SubmitButton({
  loading = false,
  variant = 'primary',
  disabled,
  children,
  className,
  type = 'submit',
  onClick,
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      className={`button button--${variant} submit-button${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-disabled={(loading && !disabled) || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {loading && <span className="spinner submit-button__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
