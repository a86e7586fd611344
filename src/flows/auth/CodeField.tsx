import { TextField } from '../../ui/form/TextField';

/** The dev outbox hint shows in dev builds and in the demo (any build without VITE_DEMO=0). */
export const SHOW_DEMO_HINT = import.meta.env.DEV || import.meta.env.VITE_DEMO !== '0';

interface CodeFieldProps {
  label: string;
  value: string;
  /** Gets the digits only: a pasted '12-34' is '1234'. */
  onChange: (code: string) => void;
  error?: string | null;
  /**
   * The last digits of the calling number (a flash call): at most `lastDigits` are kept, and a
   * whole number pasted gives its last ones (decision 462: six digits were taken and sent).
   */
  lastDigits?: number;
}

/** What the field keeps of `typed` (digits only) when it held `before`. */
export function codeDigits(typed: string, before: string, lastDigits?: number): string {
  const digits = typed.replace(/\D/g, '');
  if (!lastDigits || digits.length <= lastDigits) return digits;
  // A number pasted at once gives its last digits; a key past the last one is not taken.
  return digits.length - before.length > 1 ? digits.slice(-lastDigits) : before;
}

/**
 * The one-time code input of both phone sign-ins (/login and the purchase popup): digits only,
 * at most 8, with the one-time-code hint so phones offer the code from the SMS.
 */
export function CodeField({ label, value, onChange, error, lastDigits }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={lastDigits ? undefined : 8}
      value={value}
      onChange={(event) => onChange(codeDigits(event.target.value, value, lastDigits))}
      error={error}
      autoFocus
    />
  );
}

/** Where the sandbox's codes can be read; each flow styles it with its own class. */
export function DemoOutboxHint({ className }: { className: string }) {
  if (!SHOW_DEMO_HINT) return null;
  return (
    <p className={className}>
      Демо: код придёт в{' '}
      <a href="/sandbox/outbox" target="_blank" rel="noreferrer">
        /sandbox/outbox
      </a>
    </p>
  );
}
