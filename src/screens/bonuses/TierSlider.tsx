import type { CSSProperties } from 'react';
import { formatRubles } from '@softkino/contract/money';
import { percentText } from './bonusHistory';
import { tierSliderView } from './tierSlider';

/**
 * The accrual percent as a slider from 10 % to 20 % (spec section 9): marks at 5000 and 20000
 * roubles spent, the thumb at the card's spend, 20 % its final state.
 */
export function TierSlider({ spend, percents }: { spend: number; percents: number }) {
  const view = tierSliderView(spend, percents);
  const last = view.marks[view.marks.length - 1];
  const valueText = view.final
    ? `${percentText(view.percents)}, максимальный процент`
    : `${percentText(view.percents)}; до ${percentText(view.next?.percents ?? 0)} осталось ${formatRubles(view.next?.left ?? 0)}`;
  return (
    <section className="tier-slider" aria-labelledby="tier-slider-title">
      <h2 id="tier-slider-title" className="bonuses__subtitle">
        Процент начисления
      </h2>
      <div
        className={`tier-slider__track${view.final ? ' tier-slider__track--final' : ''}`}
        style={{ '--tier-share': `${view.share * 100}%` } as CSSProperties}
        role="meter"
        aria-label="Процент начисления по сумме покупок с картой"
        aria-valuemin={0}
        aria-valuemax={last?.from ?? 0}
        aria-valuenow={Math.min(Math.max(0, spend), last?.from ?? 0)}
        aria-valuetext={valueText}
      >
        <span className="tier-slider__fill" aria-hidden="true" />
        <span className="tier-slider__thumb" aria-hidden="true" />
        {view.marks.map((mark) => (
          <span
            key={mark.from}
            className={`tier-slider__mark${mark.reached ? ' tier-slider__mark--reached' : ''}`}
            style={{ '--mark-share': `${mark.share * 100}%` } as CSSProperties}
            aria-hidden="true"
          />
        ))}
      </div>
      <ol className="tier-slider__labels">
        {view.marks.map((mark) => (
          <li
            key={mark.from}
            className={`tier-slider__label${mark.percents === view.percents ? ' tier-slider__label--current' : ''}`}
            style={{ '--mark-share': `${mark.share * 100}%` } as CSSProperties}
          >
            <strong>{percentText(mark.percents)}</strong>
            <span>{mark.from === 0 ? 'сразу' : `от ${formatRubles(mark.from)}`}</span>
          </li>
        ))}
      </ol>
      <p className="tier-slider__note">
        {view.final ? (
          <>
            У вас максимальный процент: <strong>{percentText(view.percents)}</strong> от каждой
            покупки возвращается баллами.
          </>
        ) : (
          <>
            Потратьте на билеты с картой еще <strong>{formatRubles(view.next?.left ?? 0)}</strong> —
            и начисление вырастет до {percentText(view.next?.percents ?? 0)}.
          </>
        )}{' '}
        С картой оплачено {formatRubles(Math.max(0, spend))}.
      </p>
    </section>
  );
}
