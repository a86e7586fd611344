import type { KeyboardEvent } from 'react';
// The faces' and the order's review block's styles: the page draws them before the feedback
// popup's code (which imports the same sheet) has loaded (decision 422).
import './review.css';

/** The 1-5 rating as faces, from a frown to a wide smile: the order page's emoji rating. */

export const RATE_LABELS = ['Ужасно', 'Плохо', 'Нормально', 'Хорошо', 'Отлично'] as const;
/** The mouth of each face: a frown, a slight frown, a line, a smile, a wide open smile. */
const MOUTHS = [
  'M12 30 Q20 21 28 30',
  'M13 28.5 Q20 24.5 27 28.5',
  'M13.5 27 L26.5 27',
  'M12.5 25 Q20 31.5 27.5 25',
  'M11 23.5 Q20 23.5 29 23.5 Q28 33.5 20 33.5 Q12 33.5 11 23.5 Z',
] as const;

export function Face({ rate }: { rate: number }) {
  return (
    <svg className="face" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <circle cx="20" cy="20" r="18" className="face__disc" />
      {rate === 1 && <path d="M10.5 11.5 L16.5 14 M29.5 11.5 L23.5 14" className="face__mouth" />}
      <circle cx="14" cy="17" r="2.3" className="face__eye" />
      <circle cx="26" cy="17" r="2.3" className="face__eye" />
      <path
        d={MOUTHS[rate - 1] ?? MOUTHS[2]}
        className={`face__mouth${rate === 5 ? ' face__mouth--open' : ''}`}
      />
    </svg>
  );
}

/**
 * Five faces as a radio group: `onPick` with 1-5; without `onPick` it only shows `value`.
 * `label` names the group ('Оценка фильма'). With `arrows` it is one tab stop and the arrow
 * keys move the choice, as a radio group does (the popup's form); without, each face is a
 * button of its own (the order page's faces open the popup).
 */
export function RatingFaces({
  value,
  label,
  onPick,
  disabled = false,
  arrows = false,
}: {
  value: number | null;
  label: string;
  onPick?: (rate: number) => void;
  disabled?: boolean;
  arrows?: boolean;
}) {
  if (!onPick)
    return (
      <span className="faces faces--static" role="img" aria-label={`${label}: ${value ?? 0} из 5`}>
        {[1, 2, 3, 4, 5].map((rate) => (
          <span key={rate} className={`faces__item${rate === value ? ' faces__item--on' : ''}`}>
            <Face rate={rate} />
          </span>
        ))}
      </span>
    );
  const pick = onPick;
  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!arrows || step === undefined || disabled) return;
    event.preventDefault();
    // From the chosen face, or with none chosen from the focused one (the group's Tab stop), as
    // a radio group moves: ArrowRight on the first face chooses the second (decision 406).
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const focused = buttons.indexOf(event.target as HTMLButtonElement) + 1;
    const from = value ?? (focused > 0 ? focused : step > 0 ? 0 : 6);
    const next = Math.min(5, Math.max(1, from + step));
    pick(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next - 1]?.focus();
  }
  const stop = value ?? 1;
  return (
    <span className="faces" role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
      {[1, 2, 3, 4, 5].map((rate) => (
        <button
          key={rate}
          type="button"
          role="radio"
          tabIndex={arrows && rate !== stop ? -1 : 0}
          aria-checked={rate === value}
          aria-label={`${rate} из 5: ${RATE_LABELS[rate - 1] ?? ''}`}
          title={RATE_LABELS[rate - 1]}
          className={`faces__item${rate === value ? ' faces__item--on' : ''}`}
          disabled={disabled}
          onClick={() => onPick(rate)}
        >
          <Face rate={rate} />
        </button>
      ))}
    </span>
  );
}
