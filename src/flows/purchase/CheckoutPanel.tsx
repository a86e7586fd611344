import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { Place } from '@softkino/contract';
import { bonusSliderMax, clampBonus, maxBonusPayable } from '@softkino/contract/bonus';
import { formatRubles } from '@softkino/contract/money';
import { BONUS_FORMS, pluralize } from '@softkino/contract/plural';
import { Checkbox, PhoneField, SubmitButton, TextField } from '../../ui/form';
import { closeDetailsOnEscape } from '../../ui/popups/disclosure';
import { BonusSlider } from './BonusSlider';
import {
  bonusNote,
  checkoutContacts,
  checkoutDefaults,
  lockedNote,
  spendablePoints,
  type BonusNote,
  type Buyer,
} from './buyer';
import {
  CONSENT_HINT,
  CheckoutFormSchema,
  PHONE_HINT,
  onlyConsentMissing,
  type CheckoutFormOutput,
  type CheckoutDraft,
  type CheckoutFormValues,
} from './checkoutForm';
import { NoBonusNote } from './NoBonusNote';
import { purchaseStateAtom } from './purchase.atoms';
import { NOTES, pushkinBarredByPoints, startsWithinCancelWindow } from './sessionNotes';
import { TicketList, ticketsSummary, ticketsTotal } from './TicketList';
import { usePurchaseController } from './usePurchaseController';
import './account.css';

export interface CheckoutPanelProps {
  sessionId: number;
  buyer: Buyer;
  /** The session or its cinema takes no bonus points. */
  noBonus: boolean;
  /** False at separate cinemas and rented halls: no bonus notes (spec section 6). */
  bonusNotes?: boolean;
  tickets: readonly Place[];
  onRemove: (id: string) => void;
  /** The film carries the Pushkin card mark: one seat may be paid with it, without points. */
  pushkinFilm?: boolean;
  /** The session's start (ISO): within the cancel window checkout warns that it is final (411). */
  startsAt?: string;
  /** What the buyer left in checkout the last time it was left (decisions 364, 411). */
  draft?: CheckoutDraft | null;
  /** Takes the form's values and the chosen points whenever checkout is left, whatever the way. */
  onLeave?: (draft: CheckoutDraft) => void;
}

/**
 * The checkout side panel (spec section 2): phone, e-mail, bonus spending (or the note why
 * there is none), consent, rules hint, the order summary and the buy button, disabled until the
 * form is valid. 'Купить' asks the PurchaseController to create the order (and, when card is
 * the only method, to start the card payment at once).
 */
export function CheckoutPanel({
  sessionId,
  buyer,
  noBonus,
  bonusNotes = true,
  tickets,
  onRemove,
  pushkinFilm = false,
  startsAt,
  draft = null,
  onLeave,
}: CheckoutPanelProps) {
  const { dispatch } = usePurchaseController();
  const { busy, error } = useAtomValue(purchaseStateAtom);
  // A signed-in buyer's known contacts start filled in and cannot be changed here: the order
  // then joins the account by its phone, and the tickets go to the account's address.
  const [contacts] = useState(() => checkoutContacts(buyer));
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: checkoutDefaults(contacts, draft),
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;
  // 'Купить' is off until the consent is ticked: when that is all it waits for, the checkbox
  // says so (decision 417).
  const consentHint = onlyConsentMissing(form.watch()) ? CONSENT_HINT : null;
  // Read as checkout opens: a buyer who reads it at 31 minutes and buys at 29 is told by the
  // order page instead.
  const [refundClosed] = useState(
    () => startsAt !== undefined && startsWithinCancelWindow(startsAt, Date.now()),
  );
  const note = bonusNote(buyer, noBonus);
  const total = ticketsTotal(tickets);
  const maxBonusPay = maxBonusPayable(total, tickets.length);
  const balance = note === 'slider' ? spendablePoints(buyer, sessionId) : 0;
  const sliderMax = bonusSliderMax({ amount: total, seatCount: tickets.length, balance, noBonus });
  // Spec section 4: entering checkout with zero bonus sets it to the maximum computable. Coming
  // back to it (from the payment methods, the seats, the sign-in) finds the points the buyer
  // chose, 0 among them: a buyer who lowered them is never sent on with all of them (411).
  const [bonusWanted, setBonusWanted] = useState(draft?.bonus ?? sliderMax);
  // Removing a seat lowers the maximum; the points follow it down.
  const bonusPay = note === 'slider' ? clampBonus(bonusWanted, sliderMax) : 0;
  // Kept for the next visit only once the buyer moved it: an untouched slider starts at the
  // most again, which a seat added meanwhile may have raised.
  const bonusTouched = useRef(draft?.bonus !== null && draft?.bonus !== undefined);
  const chooseBonus = (count: number) => {
    bonusTouched.current = true;
    setBonusWanted(count);
  };
  const formRef = useRef<HTMLFormElement>(null);
  const focusBonusField = () =>
    formRef.current?.querySelector<HTMLInputElement>('.bonus-slider input[type="range"]')?.focus();
  const chosenBonus = useRef<number | null>(null);
  chosenBonus.current = note === 'slider' && bonusTouched.current ? bonusPay : null;

  // Whatever way the buyer leaves checkout ('Купить', 'Вход в кабинет', 'Назад', the last seat
  // removed), the form's values are kept to come back to (decision 364); a form that comes
  // back from a draft shows at once why 'Купить' is still off.
  const leave = useRef(onLeave);
  leave.current = onLeave;
  useEffect(() => {
    // Only a form the buyer had started: an untouched one shows no errors.
    if (draft && (draft.phone || draft.email || draft.consent)) void form.trigger();
    return () => leave.current?.({ ...form.getValues(), bonus: chosenBonus.current });
    // Once per mount: the draft is read when the form is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  // The first field still to fill is brought above the pinned foot as checkout opens: on a
  // 1280x720 laptop or a 360x800 phone the required e-mail lay under it, 'Купить' looked dead
  // and nothing said to scroll (decision 463). The focus stays where the step put it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const empty = [
        ...(formRef.current?.querySelectorAll<HTMLInputElement>('input[aria-required="true"]') ??
          []),
      ].find((input) => input.type !== 'checkbox' && input.value === '' && !input.readOnly);
      empty?.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  function buy(values: CheckoutFormOutput) {
    dispatch({
      type: 'buy',
      input: {
        session: sessionId,
        seats: tickets.map((t) => t.id),
        email: values.email,
        phone: values.phone,
        bonusPay,
      },
    });
  }

  return (
    <form
      ref={formRef}
      className="purchase-panel checkout"
      onSubmit={form.handleSubmit(buy)}
      noValidate
    >
      {buyer.kind === 'guest' && (
        <div className="checkout__login">
          <p className="checkout__login-text">
            {NOTES.guest}. Войдите, чтобы заказ сохранился в личном кабинете.
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => dispatch({ type: 'login' })}
          >
            Вход в кабинет
          </button>
        </div>
      )}
      <details className="checkout__summary" onKeyDown={closeDetailsOnEscape}>
        <summary>
          <span>Ваш заказ</span>
          <span className="checkout__summary-total">{ticketsSummary(tickets)}</span>
        </summary>
        <TicketList tickets={tickets} onRemove={onRemove} />
      </details>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            label="Телефон"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            error={errors.phone?.message}
            readOnly={contacts.phoneLocked}
            className={contacts.phoneLocked ? 'checkout__locked' : undefined}
            hint={contacts.phoneLocked ? undefined : PHONE_HINT}
          />
        )}
      />
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        placeholder="name@example.ru"
        hint="Отправим билеты на эту почту"
        error={errors.email?.message}
        readOnly={contacts.emailLocked}
        className={contacts.emailLocked ? 'checkout__locked' : undefined}
        {...form.register('email')}
      />
      {(contacts.phoneLocked || contacts.emailLocked) && (
        <p className="checkout__locked-note">
          {lockedNote(contacts)} <Link href="/profile">личном кабинете</Link>.
        </p>
      )}
      {bonusNotes && <BonusNoteView note={note} />}
      {note === 'slider' && (
        <BonusSlider
          amount={total}
          maxBonusPay={maxBonusPay}
          balance={balance}
          count={bonusPay}
          onChange={chooseBonus}
          rentNote={bonusNotes}
        />
      )}
      {/* The Pushkin card pays only an order without points (spec section 6), and the slider
          starts at the most: without this the card is just missing from the methods. */}
      {pushkinBarredByPoints(pushkinFilm, tickets.length, bonusPay) && (
        <p className="checkout__note">
          {NOTES.pushkinNoBonus}{' '}
          <button
            type="button"
            className="checkout__note-action"
            onClick={() => {
              chooseBonus(0);
              // The button goes with its note: the focus goes to the points it set.
              focusBonusField();
            }}
          >
            Не списывать бонусы
          </button>
        </p>
      )}
      {refundClosed && (
        <p className="checkout__note checkout__note--warning">{NOTES.refundClosed}</p>
      )}
      <p className="checkout__rules">
        <a href="/about/pd" target="_blank" rel="noopener">
          Политика обработки персональных данных
        </a>
        <br />
        {/* The rules open in a new tab, as the policy does: the popup keeps its held seats. */}
        Нажимая «Купить», вы принимаете{' '}
        <a href="/about/rules" target="_blank" rel="noopener">
          правила покупки и возврата билетов
        </a>
        . Вернуть билет можно не позднее чем за 30 минут до начала сеанса.
      </p>
      {/* The consent unlocks 'Купить': it sits in the sticky foot beside it, never scrolled
          out of sight under it (decision 364). So does what went wrong: an order refused or
          run out on the method list is said over the button, never under the foot (440). */}
      <div className="purchase-panel__foot purchase-panel__foot--checkout">
        {error && (
          <p className="purchase__error checkout__error" role="alert">
            {error}
          </p>
        )}
        <Checkbox
          className="checkout__consent"
          error={errors.consent?.message}
          hint={consentHint}
          {...form.register('consent')}
        >
          Я согласен на обработку персональных данных
        </Checkbox>
        {/* Said as the points change it (the slider, the exact field; decision 460). */}
        <p className="purchase-panel__total" aria-live="polite">
          {bonusPay > 0 ? 'К оплате' : 'Итого'}: {formatRubles(total - bonusPay)}
          {bonusPay > 0 && (
            <span className="purchase-panel__bonus">и {pluralize(bonusPay, BONUS_FORMS)}</span>
          )}
        </p>
        <SubmitButton
          className="purchase-panel__next"
          disabled={!isValid || tickets.length === 0}
          loading={busy === 'create'}
        >
          Купить
        </SubmitButton>
      </div>
    </form>
  );
}

function BonusNoteView({ note }: { note: BonusNote }) {
  if (note === 'no-bonus') return <NoBonusNote className="checkout__note" />;
  if (note === 'no-card')
    return (
      <p className="checkout__note">
        У вас нет бонусной карты, поэтому оплатить билеты бонусами нельзя.{' '}
        <Link href="/about/bonus">Как получить карту</Link>
      </p>
    );
  return null;
}
