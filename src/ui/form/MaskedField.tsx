import type { InputHTMLAttributes } from 'react';
import { IMask, IMaskInput } from 'react-imask';
import { Field } from './Field';
import { PHONE_MASK, prepareDateInput, preparePhoneInput } from './masks';

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

/**
 * The date field's imask options: dd.mm.yyyy (spec section 5), the day and the month as ranges
 * that pad themselves (`autofix: 'pad'`), so a date typed or pasted as Russians often write it,
 * '5.3.1990', becomes '05.03.1990' rather than '53.19.90' (decision 356): a digit that cannot
 * start a two-digit day or month ('5' for a day, '3' for a month) gets its 0, and a dot typed
 * after a single digit pads that one. The ranges are 00-39 and 00-19, the widest whose first
 * digits are still those of a day (0-3) and a month (0-1): a range's autofix also clamps, and
 * 1-31 and 1-12 silently made '31.13.1990' into '31.12.1990' (decision 412). A day or month
 * outside the calendar stays as typed, and the form's check names it ('Такой даты нет в
 * календаре'). The year stays any four digits.
 */
const DATE_BLOCKS = {
  mask: 'd{.}`m{.}`Y',
  autofix: 'pad',
  blocks: {
    d: { mask: IMask.MaskedRange, from: 0, to: 39, maxLength: 2, autofix: 'pad' },
    m: { mask: IMask.MaskedRange, from: 0, to: 19, maxLength: 2, autofix: 'pad' },
    Y: { mask: '0000' },
  },
} as const;

interface MaskSetup {
  mask: string;
  /** A pattern's blocks and their autofix (the date's); absent for a plain pattern. */
  blocks?: typeof DATE_BLOCKS.blocks;
  autofix?: 'pad';
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
  ...DATE_BLOCKS,
  // '2016-03-05' pasted is 05.03.2016, not 20.16.0305 (decision 462).
  prepare: (chunk, masked) => prepareDateInput(chunk, masked.unmaskedValue),
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
          blocks={setup.blocks}
          autofix={setup.autofix}
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
