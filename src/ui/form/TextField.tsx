import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * What an e-mail field is given for `type="email"`: a text input with the e-mail keyboard, since
 * Chromium's type=email input hands a Cyrillic domain typed after a Latin name over in punycode
 * ('petr@xn--80a1acny.xn--p1ai' for 'petr@почта.рф'), which the form would then send and show
 * (decision 451). It keeps what type=email did besides: no capital first letter, no autocorrect.
 * The forms are noValidate, so the browser's own check of the type was never used.
 */
const EMAIL_INPUT = {
  type: 'text',
  inputMode: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/**
 * A text input with its label; spreads react-hook-form's `register()` result. `type="email"`
 * makes it an e-mail field, the one place every e-mail field of the site goes through.
 */
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
          {...(input.type === 'email' ? EMAIL_INPUT : null)}
        />
      )}
    </Field>
  );
}
