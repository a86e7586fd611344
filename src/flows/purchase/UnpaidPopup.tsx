import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Link } from 'wouter';
import { toApiError } from '../../api/errors';
import { payOrder } from '../../api/payment';
import type { UnpaidOrder } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';
import { BONUS_FORMS, pluralize } from '@softkino/contract/plural';
import { seatLabels } from '@softkino/contract/seats';
import { Modal } from '../../ui/popups/Modal';
import { openPopup } from '../../ui/popups/openPopup';
import { CancelOrderConfirm } from './CancelOrderPopup';
import { storedUserId } from '../auth/session';
import { showTimeoutAlert } from './paymentOutcome';
import { PaymentTimerBanner } from './PaymentTimerBanner';
import { livePaymentLink, storePaymentLink } from './unpaidMarkers';
import './purchase.css';
import './account.css';

export const UNPAID_TITLE = 'У вас есть неоплаченный заказ';

interface UnpaidOrderViewProps {
  order: UnpaidOrder;
  expiresAt: number;
  close: () => void;
}

/**
 * The unpaid popup (spec section 2, Unpaid-order popup): film poster, film link, date, cinema,
 * places and amount; pay it (the stored payment link, or 'Заказ не оплачен' once expired) or
 * cancel it ('Отменить?' in place of the order; 'Нет' comes back to it, decision 358); links to
 * /profile or /login, and /afisha.
 */
export function UnpaidOrderView({ order, expiresAt, close }: UnpaidOrderViewProps) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [backFromConfirm, setBackFromConfirm] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const signedIn = storedUserId() !== null;
  useEffect(() => {
    if (backFromConfirm) cancelButton.current?.focus();
  }, [backFromConfirm]);

  if (confirming)
    return (
      <CancelOrderConfirm
        orderId={order.id}
        onDone={close}
        onBack={() => {
          setConfirming(false);
          setBackFromConfirm(true);
        }}
        focusTitle
      />
    );

  async function pay() {
    if (Date.now() >= expiresAt) {
      close();
      showTimeoutAlert();
      return;
    }
    const link = livePaymentLink();
    if (!link || link.orderId !== order.id) {
      // The payment was never started on this browser: ask the bank page now.
      setBusy(true);
      try {
        const paid = await payOrder(order.id, 'card');
        storePaymentLink({ url: paid.redirect_url, orderId: order.id, expiresAt });
      } catch (thrown) {
        setBusy(false);
        setError(toApiError(thrown).message);
        return;
      }
    }
    close();
    openPopup('pay');
  }

  return (
    <div className="unpaid">
      <h2 className="unpaid__title">{UNPAID_TITLE}</h2>
      <div className="unpaid__order">
        <img className="unpaid__poster" src={order.movie_image} alt="" width={96} height={144} />
        <dl className="unpaid__facts">
          <dt>Фильм</dt>
          <dd>
            <Link href={order.film_link} onClick={close}>
              {order.movie_name}
            </Link>
          </dd>
          <dt>Дата</dt>
          <dd>{order.session_datetime_format}</dd>
          <dt>Кинотеатр</dt>
          <dd>{order.cinema_name}</dd>
          <dt>Места</dt>
          <dd>{seatLabels(order.places)}</dd>
          <dt>Сумма</dt>
          <dd>{unpaidSum(order)}</dd>
        </dl>
      </div>
      <PaymentTimerBanner expiresAt={expiresAt} onExpire={() => {}} />
      {error && (
        <p className="purchase__error" role="alert">
          {error}
        </p>
      )}
      <div className="unpaid__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void pay()}
        >
          Оплатить
        </button>
        <button
          type="button"
          className="button button--ghost"
          ref={cancelButton}
          onClick={() => {
            setBackFromConfirm(false);
            setConfirming(true);
          }}
        >
          Отменить заказ
        </button>
      </div>
      <p className="unpaid__links">
        {signedIn ? (
          <Link href="/profile" onClick={close}>
            Все заказы в профиле
          </Link>
        ) : (
          <Link href="/login" onClick={close}>
            Войти, чтобы видеть заказы в профиле
          </Link>
        )}
        <Link href="/afisha" onClick={close}>
          Перейти в афишу
        </Link>
      </p>
    </div>
  );
}

function CloseHandle({ close, handle }: { close: () => void; handle: { close: () => void } }) {
  useEffect(() => {
    handle.close = close;
  }, [close, handle]);
  return null;
}

/**
 * Shows the popup in a root of its own: it opens on page load over any route, outside the
 * anchor popups (the spec gives it no anchor). Returns its close.
 */
export function mountUnpaidPopup(order: UnpaidOrder, expiresAt: number): () => void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let removed = false;
  const handle = {
    close: () => {
      if (removed) return;
      removed = true;
      root.unmount();
      host.remove();
    },
  };
  const remove = () => {
    if (removed) return;
    removed = true;
    root.unmount();
    host.remove();
  };
  root.render(
    <Modal label={UNPAID_TITLE} onClosed={remove}>
      {(close) => (
        <>
          <CloseHandle close={close} handle={handle} />
          <UnpaidOrderView order={order} expiresAt={expiresAt} close={close} />
        </>
      )}
    </Modal>,
  );
  return () => handle.close();
}

/** The money left to pay, and the points set aside when there are any ('1 ₽ и 419 бонусов'). */
function unpaidSum(order: UnpaidOrder): string {
  const money = formatRubles(order.amount);
  const points = order.bonus_pay ?? 0;
  return points > 0 ? `${money} и ${pluralize(points, BONUS_FORMS)}` : money;
}
