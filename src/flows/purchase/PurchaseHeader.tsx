import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { SessionData } from '@softkino/contract';
import { dayLabel, todayAtWallClock } from '../../lib/dates';
import { ChevronLeftIcon } from '../../ui/icons';
import { tabbableIn } from '../../ui/popups/focusTrap';
import { HeadMoreToggle, useHeadMore } from './HeadMore';
import { canGoBack, type PurchaseStep } from './purchaseMachine';

const STEP_TITLES: Record<PurchaseStep, string> = {
  scheme: 'Выбор мест',
  info: 'Информация о сеансе',
  login: 'Вход в кабинет',
  checkout: 'Оформление заказа',
  choicePayment: 'Оплата',
  sbpPay: 'Оплата через СБП',
  sberpay: 'Оплата SberPay',
  pushkinPay: 'Оплата Пушкинской картой',
};

/**
 * 'Сегодня, 19:30' or 'суббота, 22 ноября, 19:30': today is the cinema's, as on the playbill, not
 * the device's (a phone set to another zone must not turn 'Сегодня' into 'Завтра').
 */
export function sessionWhen(
  data: Pick<SessionData, 'datetime' | 'date' | 'time'>,
  now = new Date(),
): string {
  const today = todayAtWallClock(data.datetime, data.date, data.time, now);
  return `${dayLabel(data.date, today)}, ${data.time}`;
}

/**
 * The session's format for the header, unless the hall's name says it already ('Зал 1 ScreenX'
 * with a ScreenX session): null then.
 */
export function formatBesideHall(hall: string, format: string): string | null {
  const f = format.trim();
  if (!f) return null;
  return hall.toLocaleLowerCase('ru').split(/\s+/).includes(f.toLocaleLowerCase('ru')) ? null : f;
}

/**
 * Header of the hall scheme popup: film, cinema, hall and date, with the back button. A plain
 * <div>: a <header> outside the page's sections is a banner landmark, a second one beside the
 * site's header (decision 396). On a sheet short for its font the title and the details take a
 * line each, and 'Подробнее о сеансе' shows them whole (decision 452).
 */
export function PurchaseHeader({
  data,
  step,
  onBack,
  titleRef,
}: {
  data: SessionData;
  step: PurchaseStep;
  onBack: () => void;
  /** The step's title, for the flow to move the focus to (the last seat removed). */
  titleRef?: RefObject<HTMLParagraphElement | null>;
}) {
  // A new step takes the focus to its title: the control that led there ('Продолжить',
  // 'Купить') is gone, and a screen reader says where the buyer is now. The first step leaves
  // it to the popup, which puts it on the first control. A layout effect, so that it comes
  // before the popup's own taking back of a dropped focus (Modal), whatever caused the step.
  const ownTitle = useRef<HTMLParagraphElement>(null);
  const title = titleRef ?? ownTitle;
  const shown = useRef(step);
  useLayoutEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    title.current?.focus();
  }, [step, title]);
  const more = useHeadMore(data);
  return (
    <div className={`purchase__head${more.open ? ' purchase__head--open' : ''}`} ref={more.head}>
      {canGoBack(step) && (
        <button type="button" className="purchase__back" onClick={onBack} aria-label="Назад">
          <ChevronLeftIcon />
        </button>
      )}
      <div className="purchase__titles">
        <p
          className="purchase__step"
          ref={title}
          tabIndex={-1}
          onKeyDown={(event) => {
            // From a later step's title Tab goes on to that step's panel (its form, its
            // methods), not through the day's times and the map first (decision 429).
            if (event.key !== 'Tab' || event.shiftKey || step === 'scheme') return;
            const panel = event.currentTarget
              .closest('.purchase')
              ?.querySelector<HTMLElement>('.purchase__panel');
            const first = panel ? tabbableIn(panel)[0] : undefined;
            // A bank's frame is left to the browser's own Tab, which enters its first field;
            // focused by script, the frame's page would take the focus instead.
            if (!first || first instanceof HTMLIFrameElement) return;
            event.preventDefault();
            first.focus();
          }}
        >
          {STEP_TITLES[step]}
        </p>
        <h2 className="purchase__film">
          <span className="purchase__film-name">{data.film.name}</span>{' '}
          <span className="purchase__age">{data.film.age}</span>
        </h2>
        <p className="purchase__meta">
          <span>{data.cinema.name}</span>
          <span>{data.hall}</span>
          <span>{sessionWhen(data)}</span>
          {formatBesideHall(data.hall, data.format) && <span>{data.format}</span>}
        </p>
      </div>
      {more.shown && <HeadMoreToggle open={more.open} onToggle={more.toggle} />}
    </div>
  );
}
