/**
 * How many payment frames are open on the page. A popup that shows the bank page runs its own
 * payment timer and posts 'ticketTimeout' into the frame at zero; the page-load timer of the
 * unpaid order then leaves the timeout to it, so the buyer sees one 'Заказ не оплачен', not two.
 */
let open = 0;

export function paymentFrameOpened(): () => void {
  open += 1;
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open -= 1;
  };
}

export function isPaymentFrameOpen(): boolean {
  return open > 0;
}
