import type { InputHTMLAttributes } from 'react';
import { IMaskInput } from 'react-imask';
import { Field } from './Field';
import { DATE_MASK, PHONE_MASK, preparePhoneInput } from './masks';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'defaultValue' | 'type'
>;

export interface MaskedFieldProps extends NativeProps {
  label: string;
  /** The masked text, as shown ('+7 (999) 123-45-67', '01.02.1990'). */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
}

interface MaskSetup {
  mask: string;
  /** Reads a typed or pasted chunk before the mask does (imask `prepare`). */
  prepare?: (chunk: string, masked: { unmaskedValue: string }) => string;
  inputMode: 'tel' | 'numeric';
  type: 'tel' | 'text';
  placeholder: string;
  autoComplete?: string;
}

const PHONE: MaskSetup = {
  mask: PHONE_MASK,
  // '8 900 …' typed or pasted is +7 900 …, not +7 (890) … (docs/decisions/100).
  prepare: (chunk, masked) => preparePhoneInput(chunk, masked.unmaskedValue),
  inputMode: 'tel',
  type: 'tel',
  placeholder: '+7 (___) ___-__-__',
  autoComplete: 'tel',
};
const DATE: MaskSetup = {
  mask: DATE_MASK,
  inputMode: 'numeric',
  type: 'text',
  placeholder: 'дд.мм.гггг',
};

function MaskedField({
  setup,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  ...input
}: MaskedFieldProps & { setup: MaskSetup }) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <IMaskInput
          {...input}
          id={id}
          className="field__input"
          mask={setup.mask}
          prepare={setup.prepare}
          value={value}
          // The masked text goes out: the form keeps what the buyer sees and sanitises on submit.
          onAccept={(masked: string) => onChange(masked)}
          type={setup.type}
          inputMode={setup.inputMode}
          placeholder={input.placeholder ?? setup.placeholder}
          autoComplete={input.autoComplete ?? setup.autoComplete}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
      )}
    </Field>
  );
}

/** A phone input with the mask +7 (999) 999-99-99. */
export function PhoneField(props: MaskedFieldProps) {
  return <MaskedField setup={PHONE} {...props} />;
}

/** A date input with the mask 99.99.9999: digits and dots only. */
export function DateField(props: MaskedFieldProps) {
  return <MaskedField setup={DATE} {...props} />;
}
