import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { MIN_PAY_PER_TICKET } from '@softkino/contract/bonus';
import { BRAND } from '@softkino/contract/brand';
import {
  CANCEL_BEFORE_START_MINUTES,
  MAX_SEATS_PER_ORDER,
  ORDER_HOLD_MINUTES,
  REFUND_TERM_TEXT,
} from '@softkino/contract/order';
import { PAY_METHOD_LABELS, PAY_METHOD_MONEY } from '@softkino/contract/payment';
import { RULES_DATE, RULES_TITLE, RulesScreen } from './RulesScreen';

function renderRules() {
  return render(
    <Router hook={memoryLocation({ path: '/about/rules' }).hook}>
      <RulesScreen />
    </Router>,
  );
}

/** The section whose heading is `name` ('6. Возврат билетов'). */
function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The methods the payment provider offers an order by default (the wallets need settings). */
const METHODS = ['card', 'sbp', 'sberpay', 'pushkin_card'] as const;

describe('/about/rules, the rules checkout accepts (decision 450)', () => {
  it('is a titled, dated document of numbered sections, each with an address of its own', () => {
    renderRules();
    expect(screen.getByRole('heading', { level: 1, name: RULES_TITLE })).toBeInTheDocument();
    expect(document.title).toBe(`${RULES_TITLE} — ${BRAND.name}`);
    expect(screen.getAllByText(`Редакция от ${RULES_DATE}`, { exact: false })).toHaveLength(2);

    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      '1. Общие положения',
      '2. Как купить билет',
      '3. Оплата',
      '4. Электронный билет',
      '5. Возрастные ограничения',
      '6. Возврат билетов',
      '7. Контакты',
    ]);
    const ids = headings.map((h) => h.closest('section')?.id);
    expect(ids).toEqual(['general', 'buy', 'payment', 'tickets', 'age', 'refund', 'contacts']);
    // Each section is named by its heading, so a screen reader lists it as a region.
    for (const heading of headings)
      expect(section(heading.textContent ?? '')).toContainElement(heading);
  });

  it('names the seller and says the site sells no real tickets', () => {
    renderRules();
    const general = section('1. Общие положения');
    expect(general).toHaveTextContent(`Продавец билетов — ООО «${BRAND.name}»`);
    expect(general).toHaveTextContent('не продает настоящие билеты');
  });

  it("gives the hold, the seat limit and the points' floor the server enforces", () => {
    renderRules();
    const buy = section('2. Как купить билет');
    expect(buy).toHaveTextContent(`не больше ${MAX_SEATS_PER_ORDER} мест`);
    expect(buy).toHaveTextContent(`бронируются за вами на ${ORDER_HOLD_MINUTES} минут`);
    expect(within(buy).getByRole('link', { name: 'политике' })).toHaveAttribute(
      'href',
      '/about/pd',
    );
    const payment = section('3. Оплата');
    for (const method of METHODS)
      expect(payment.textContent?.toLowerCase()).toContain(PAY_METHOD_LABELS[method].toLowerCase());
    expect(payment).toHaveTextContent(`не меньше ${MIN_PAY_PER_TICKET} ₽`);
    expect(within(payment).getByRole('link', { name: 'Пушкинская карта' })).toHaveAttribute(
      'href',
      '/about/pushkin',
    );
  });

  it("states checkout's refund rule and where the money of each method goes back", () => {
    renderRules();
    const refund = section('6. Возврат билетов');
    // The sentence beside 'Купить' promises this very limit.
    expect(refund).toHaveTextContent(
      `Вернуть билеты можно не позднее чем за ${CANCEL_BEFORE_START_MINUTES} минут до начала сеанса.`,
    );
    expect(refund).toHaveTextContent('Возвращается весь заказ целиком.');
    for (const method of METHODS) expect(refund).toHaveTextContent(PAY_METHOD_MONEY[method].backTo);
    expect(refund).toHaveTextContent(REFUND_TERM_TEXT);
    expect(refund).toHaveTextContent('Бонусы, потраченные на заказ, сразу возвращаются');
    expect(refund).toHaveTextContent('Бонусы, начисленные за заказ, списываются.');
    // The age section sends the reader here by an anchor that exists.
    expect(
      within(section('5. Возрастные ограничения')).getByRole('link', { name: 'Возврат билетов' }),
    ).toHaveAttribute('href', '#refund');
  });

  it("gives the chain's phone and e-mail as links", () => {
    renderRules();
    const contacts = section('7. Контакты');
    expect(within(contacts).getByRole('link', { name: BRAND.phone })).toHaveAttribute(
      'href',
      'tel:88005553535',
    );
    expect(within(contacts).getByRole('link', { name: BRAND.email })).toHaveAttribute(
      'href',
      `mailto:${BRAND.email}`,
    );
  });
});
