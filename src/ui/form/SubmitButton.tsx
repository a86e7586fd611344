import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './form.css';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The sending state of spec section 4, Forms: the button shows loading and takes no clicks. */
  loading?: boolean;
  variant?: 'primary' | 'ghost';
  children: ReactNode;
}

/** A form's submit button with its loading state. */
export function SubmitButton({
  loading = false,
  variant = 'primary',
  disabled,
  children,
  className,
  type = 'submit',
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      className={`button button--${variant} submit-button${className ? ` ${className}` : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="spinner submit-button__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
