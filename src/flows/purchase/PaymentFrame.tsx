import { useEffect, useLayoutEffect, useRef } from 'react';
import { PAYMENT_FRAME_MESSAGES } from '@softkino/contract';
import { paymentFrameOpened } from './openFrames';
import { readFrameMessage, type FrameMessage } from './paymentOutcome';

export interface PaymentFrameHandle {
  /** Tells the bank page that the hold has run out (spec section 4, Order). */
  postTimeout(): void;
}

/**
 * The card-redirect panel: the bank page in a frame. Only messages from this frame and this
 * site's origin count: 'close' means paid, 'ticketTimeout' means the hold ran out.
 */
export function PaymentFrame({
  url,
  title = 'Оплата картой',
  onMessage,
  handleRef,
}: {
  url: string;
  /** The frame's accessible name: whose bank page it is. */
  title?: string;
  onMessage: (message: FrameMessage) => void;
  handleRef?: { current: PaymentFrameHandle | null };
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  });

  useEffect(() => paymentFrameOpened(), []);

  // The pressed 'Оплатить картой' went with the method list, dropping the focus to the page:
  // the bank's form takes it, so the next Tab or keystroke goes there, not to 'Назад' (whose
  // Enter would leave the payment). Before the popup's focus keeper looks (a layout effect runs
  // in the commit, its observer after), and only a dropped focus (decision 428).
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) frameRef.current?.focus();
  }, []);

  useEffect(() => {
    function listen(event: MessageEvent) {
      const message = readFrameMessage(event, frameRef.current?.contentWindow ?? null);
      if (message) onMessageRef.current(message);
    }
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    if (!handleRef) return;
    handleRef.current = {
      postTimeout() {
        frameRef.current?.contentWindow?.postMessage(
          PAYMENT_FRAME_MESSAGES.timeout,
          window.location.origin,
        );
      },
    };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef]);

  return (
    <div className="payment-frame">
      <iframe ref={frameRef} src={url} title={title} className="payment-frame__frame" />
    </div>
  );
}
