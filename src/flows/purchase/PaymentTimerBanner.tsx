import { useEffect, useRef, useState } from 'react';
import { formatCountdown, startCountdown } from './paymentTimer';

/**
 * The payment timer banner (spec section 4): mm:ss every second until the order expires, hidden
 * when the time is not a number; `onExpire` is called once at zero.
 */
export function PaymentTimerBanner({
  expiresAt,
  onExpire,
}: {
  expiresAt: number;
  /** Called once at zero (the #buy popup's controller keeps its own countdown instead). */
  onExpire?: () => void;
}) {
  const [seconds, setSeconds] = useState(Number.NaN);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(
    () => startCountdown(expiresAt, setSeconds, () => onExpireRef.current?.()),
    [expiresAt],
  );

  const text = formatCountdown(seconds);
  if (!text) return null;
  return (
    <p className="payment-timer" role="timer" aria-live="off">
      <span>Оплатите заказ в течение</span> <b className="payment-timer__time">{text}</b>
    </p>
  );
}
