import { useId, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'wouter';
import { bonusHintPlace, clampBonus } from '@softkino/contract/bonus';
import { formatRubles } from '@softkino/contract/money';
import { BONUS_FORMS, pluralize, pluralWord } from '@softkino/contract/plural';

export interface BonusSliderProps {
  /** The price of the chosen seats, roubles. */
  amount: number;
  /** What the order lets be paid with points (amount less 1 rouble a ticket). */
  maxBonusPay: number;
  /** Points on the card that checkout may spend. */
  balance: number;
  /** Points to spend (1 point = 1 rouble). */
  count: number;
  onChange: (count: number) => void;
  /** The line about rented halls and the link to the rules; off at separate cinemas and rented halls. */
  rentNote?: boolean;
}

/**
 * The bonus-points slider of checkout (spec sections 3 and 4, Bonus slider): from 0 to the
 * lesser of the balance and the max payable, 1 rouble a point, disabled when the balance is 0.
 * The hint over the thumb shows the points and keeps to the track's ends (first under 2 % of
 * the range, last over 98 %). A number field beside it sets an exact count.
 */
/** Keys that a number field takes but a count of points never has. */
const NOT_A_COUNT_KEYS = new Set(['-', '+', 'e', 'E', '.', ',']);

/** Said under the exact field when a key is refused: whole points only. */
export const BONUS_WHOLE_TEXT = 'Можно списать только целое число бонусов, без знаков и дробей.';

/**
 * Said under the exact field when more was typed than can be spent: the card's balance, or the
 * most the order takes ('максимум', as 'больше' would need the genitive: 'больше 1 бонуса').
 */
export function bonusMaxText(max: number, balance: number): string {
  return max >= balance
    ? `На карте всего ${pluralize(balance, BONUS_FORMS)}.`
    : `На этот заказ можно списать максимум ${pluralize(max, BONUS_FORMS)}.`;
}

export function BonusSlider({
  amount,
  maxBonusPay,
  balance,
  count,
  onChange,
  rentNote = true,
}: BonusSliderProps) {
  const id = useId();
  const max = Math.max(0, Math.min(balance, maxBonusPay));
  const disabled = balance <= 0 || max === 0;
  const value = clampBonus(count, max);
  const place = bonusHintPlace(value, max);
  const percent = max > 0 ? (value / max) * 100 : 0;
  const set = (raw: number) => onChange(clampBonus(raw, max));
  // The exact field emptied while the buyer types in it: it stays empty (0 points) instead of
  // showing a 0 that the next digits would follow ('0150'); leaving it shows the count.
  const [emptied, setEmptied] = useState(false);
  // Why the field did not take what was typed: a refused key ('-5' was 5 without a word, '12.5'
  // was 125) or a count over the most this order takes.
  const [refusal, setRefusal] = useState<string | null>(null);
  // A minus or separator was refused: the digits typed after it are refused too, until a
  // Backspace or Delete, the field emptied or left.
  const refusedKey = useRef(false);

  return (
    <fieldset className="bonus-slider" disabled={disabled}>
      <legend className="bonus-slider__title">Оплата бонусами</legend>
      <p className="bonus-slider__balance">
        На карте {pluralize(balance, BONUS_FORMS)}
        {balance > 0 && max < balance && (
          <>
            ; на этот заказ можно списать максимум {pluralize(max, BONUS_FORMS)}: каждый билет стоит
            не меньше 1&nbsp;₽
          </>
        )}
      </p>
      <div
        className="bonus-slider__track"
        style={{ '--bonus-share': `${percent}%` } as CSSProperties}
      >
        <output
          className={`bonus-slider__hint bonus-slider__hint--${place}`}
          htmlFor={id}
          aria-hidden="true"
        >
          {value}
        </output>
        <input
          id={id}
          className="bonus-slider__range"
          type="range"
          min={0}
          max={max}
          step={1}
          value={value}
          aria-label="Сколько бонусов списать"
          aria-valuetext={`${pluralize(value, BONUS_FORMS)} из ${max.toLocaleString('ru-RU')}`}
          onChange={(e) => set(Number(e.target.value))}
        />
      </div>
      <div className="bonus-slider__scale" aria-hidden="true">
        <span>0</span>
        <span>{max}</span>
      </div>
      <label className="bonus-slider__exact">
        <span>Списать</span>
        <input
          className="bonus-slider__number"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={emptied ? '' : value}
          // Whole points only: a minus, a plus, an exponent or a decimal separator is not
          // typed at all ('-5' applied 5 points, '12.5' silently 12).
          aria-describedby={`${id}-refusal`}
          onKeyDown={(e) => {
            if (NOT_A_COUNT_KEYS.has(e.key)) {
              e.preventDefault();
              refusedKey.current = true;
              setRefusal(BONUS_WHOLE_TEXT);
            } else if (e.key === 'Backspace' || e.key === 'Delete') {
              refusedKey.current = false;
            } else if (refusedKey.current && /^\d$/.test(e.key)) {
              // The digits after a refused minus or separator are refused too: '12.5' stays 12
              // and '-5' stays empty, where taking them made 125 and 5 (a phone walk).
              e.preventDefault();
            }
          }}
          onChange={(e) => {
            const typed = e.target.value === '' ? 0 : Number(e.target.value);
            setEmptied(e.target.value === '');
            if (e.target.value === '') refusedKey.current = false;
            // A pasted '-5' or '12.5' (keys were not pressed) is refused the same way.
            if (!Number.isInteger(typed) || typed < 0) setRefusal(BONUS_WHOLE_TEXT);
            else if (typed > max) setRefusal(bonusMaxText(max, balance));
            else if (!refusedKey.current) setRefusal(null);
            set(typed);
          }}
          // A number field keeps what was typed while it means the same number ('05'): leaving
          // the field shows the count itself.
          onBlur={(e) => {
            setEmptied(false);
            refusedKey.current = false;
            setRefusal(null);
            if (e.currentTarget.value !== String(value)) e.currentTarget.value = String(value);
          }}
        />
        <span>{pluralWord(value, BONUS_FORMS)}</span>
        <span className="bonus-slider__sum">
          {value > 0 ? `− ${formatRubles(value)} из ${formatRubles(amount)}` : ''}
        </span>
      </label>
      <p id={`${id}-refusal`} className="bonus-slider__refusal field__error" role="status">
        {refusal}
      </p>
      {rentNote && (
        <p className="bonus-slider__rent">
          Бонусы не действуют на мероприятия организаторов, арендующих залы.{' '}
          <Link href="/about/bonus#how">Как работают бонусы</Link>
        </p>
      )}
    </fieldset>
  );
}
