import type { UseFormRegisterReturn } from 'react-hook-form';
import './gender.css';

/** The API's values (spec section 3) with their words, in the order shown. */
const GENDERS = [
  ['0', 'Женский'],
  ['1', 'Мужской'],
] as const;

interface GenderChoiceProps {
  legend: string;
  /** The `register()` result of the field: the profile's, a child's or the fill-in popup's. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
}

/**
 * Gender as two radio chips: 0 female, 1 male (spec section 3). `required` marks the radios too,
 * so a screen reader says it (the forms are noValidate: the messages are the schema's).
 */
export function GenderChoice({ legend, registration, error, required }: GenderChoiceProps) {
  return (
    <fieldset className={`gender${error ? ' gender--invalid' : ''}`}>
      <legend className="field__label">
        {legend}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="gender__options">
        {GENDERS.map(([value, text]) => (
          <label key={value} className="gender__option">
            <input
              type="radio"
              value={value}
              aria-invalid={error ? true : undefined}
              {...registration}
              required={required}
            />
            <span>{text}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
