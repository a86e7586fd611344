import { TextField } from '../../ui/form/TextField';

/** The dev outbox hint shows in dev builds and in the demo (any build without VITE_DEMO=0). */
export const SHOW_DEMO_HINT = import.meta.env.DEV || import.meta.env.VITE_DEMO !== '0';

interface CodeFieldProps {
  label: string;
  value: string;
  /** Gets the digits only: a pasted '12-34' is '1234'. */
  onChange: (code: string) => void;
  error?: string | null;
}

/**
 * The one-time code input of both phone sign-ins (/login and the purchase popup): digits only,
 * at most 8, with the one-time-code hint so phones offer the code from the SMS.
 */
export function CodeField({ label, value, onChange, error }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
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
