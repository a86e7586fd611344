import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../src/repositories/orders';
import { renderAppPage } from '../src/sandbox/appPages';
import { renderCardForm, renderOutbox } from '../src/sandbox/bankPage';
import type { BankPageOrder } from '../src/services/payments';

function order(): BankPageOrder {
  const view = {
    number: 'SK-77',
    amount: 940,
    bonus_pay: 0,
    film_name: 'Стальные крылья',
    cinema_name: 'СофтКино Галерея',
    hall_name: 'Зал 1',
    starts_at: new Date('2026-11-25T14:00:00Z'),
    timezone: 'Asia/Yekaterinburg',
  } as OrderView;
  return { view, status: 'pending' as BankPageOrder['status'], seats: [{ row: 1, place: 7 }] };
}

/**
 * The bank page and the site show one deadline: the site ends the payment 10 s before the
 * server's hold ends (spec section 4), so the bank page counts down to the same moment, in the
 * site's words, instead of showing a clock 10 s ahead of the site's.
 */
describe('sandbox bank page countdown', () => {
  it("counts from the moment the server answered, not from when the page's script ran", async () => {
    // Under load a page's script ran 2 s after the answer, and its clock showed 2 s more than
    // the site's banner (06:41 against 06:39: decision 429).
    const { JSDOM } = await import('jsdom');
    const pages = [
      renderCardForm('tok', order(), 300_000),
      renderAppPage('sbp', 'tok', order(), 300_000),
    ];
    for (const html of pages) {
      const dom = new JSDOM(html, {
        runScripts: 'dangerously',
        beforeParse(window) {
          // The page's clock stands still at 3 s after the answer began (1 ms after its
          // origin): the count is then the same however late the test's machine runs it.
          const clock = window.performance;
          clock.now = () => 3001;
          clock.getEntriesByType = (type) => (type === 'navigation' ? [{ responseStart: 1 }] : []);
        },
      });
      // 290 s to the site's deadline, 3 s of them gone: 287 s left, '04:47' (not '04:50').
      await vi.waitFor(
        () => expect(dom.window.document.getElementById('left')?.textContent).toBe('04:47'),
        { timeout: 5000 },
      );
      dom.window.close();
    }
  });

  it('shows the time left as the site does: the hold minus 10 s', () => {
    const html = renderCardForm('tok', order(), 300_000);
    expect(html).toContain('Оплатите заказ в течение <b id="left">04:50</b>');
    expect(html).not.toContain('Бронь действует');
  });

  it('never shows a negative time', () => {
    expect(renderCardForm('tok', order(), 4_000)).toContain('<b id="left">00:00</b>');
  });

  it("the SBP and SberPay pages count down to the site's deadline too, not 10 s past it", () => {
    expect(renderAppPage('sbp', 'tok', order(), 300_000)).toContain(
      'QR-код действует ещё <b id="left">04:50</b>',
    );
    expect(renderAppPage('sberpay', 'tok', order(), 300_000)).toContain(
      'Счёт действует ещё <b id="left">04:50</b>',
    );
    // Within the last 10 s of the hold the site has ended the payment: the QR reads as lapsed
    // (the sandbox still lets a late payment be tried, decision 179).
    expect(renderAppPage('sbp', 'tok', order(), 8_000)).toContain('Срок действия QR-кода истёк');
  });
});

/**
 * The card form as a buyer types into it (in jsdom, with the page's own script): the number in
 * groups of four, the expiry as ММ/ГГ, and an empty field named in the bank's Russian words
 * before anything is sent, whatever the browser's language (its own bubble was English).
 */
describe('sandbox bank card form', () => {
  // Each page's countdown runs a timer: its window is closed after the test.
  const opened: Array<{ window: { close(): void } }> = [];
  afterEach(() => {
    for (const dom of opened.splice(0)) dom.window.close();
  });

  async function open(kind: 'card' | 'pushkin' = 'card') {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM(renderCardForm('tok', order(), 300_000, undefined, undefined, kind), {
      runScripts: 'dangerously',
    });
    opened.push(dom);
    const doc = dom.window.document;
    const element = (selector: string) => {
      const found = selector.startsWith('[')
        ? doc.querySelector(selector)
        : doc.getElementById(selector);
      if (!found) throw new Error(`no ${selector} on the page`);
      return found;
    };
    const input = (id: string) => element(id);
    const type = (id: string, value: string) => {
      input(id).value = value;
      input(id).dispatchEvent(new dom.window.Event('input', { bubbles: true }));
    };
    const sent: string[] = [];
    const form = element('card');
    // jsdom sends no forms: a submit event nobody cancelled is a form the browser would send.
    const press = (id: 'pay' | 'decline') => {
      const event = new dom.window.SubmitEvent('submit', {
        bubbles: true,
        cancelable: true,
        submitter: input(id),
      });
      if (form.dispatchEvent(event)) sent.push(id);
    };
    /** The decline button clicked, then a submit event without `submitter`. */
    const decline = () => {
      input('decline').dispatchEvent(new dom.window.Event('click', { bubbles: true }));
      const event = new dom.window.Event('submit', { bubbles: true, cancelable: true });
      if (form.dispatchEvent(event)) sent.push('decline');
    };

    const error = () => element('[role="alert"]');
    return { doc, input, type, press, decline, sent, error, form };
  }

  it('writes the number in groups of four and the expiry as ММ/ГГ while it is typed', async () => {
    const { input, type } = await open();
    type('number', '4111111111111111');
    expect(input('number').value).toBe('4111 1111 1111 1111');
    // Typed → shown; a four-digit year, as a card or an autofill writes it, is kept and taken.
    const expiries: Array<[string, string]> = [
      ['1229', '12/29'],
      ['12', '12'],
      ['12/2', '12/2'],
      ['122029', '12/2029'],
      ['12/203', '12/203'],
      ['12345', '12/34'],
    ];
    for (const [typed, shown] of expiries) {
      type('expiry', typed);
      expect(input('expiry').value, typed).toBe(shown);
    }
  });

  it('asks for the holder in words, not with a sample name that looks filled in', async () => {
    const { input } = await open();
    expect(input('holder').placeholder).not.toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(input('holder').autocomplete).toBe('cc-name');
  });

  it('names an empty field in Russian and sends nothing; the decline button always goes', async () => {
    const { type, press, sent, error, form } = await open();
    expect(form.noValidate).toBe(true);
    expect(error().hidden).toBe(true);
    type('number', '4111 1111 1111 1111');
    type('expiry', '12/30');
    type('cvc', '123');
    press('pay');
    expect(sent).toEqual([]);
    expect(error().hidden).toBe(false);
    expect(error().textContent).toBe('Укажите имя владельца латинскими буквами, как на карте');
    type('holder', 'IVAN PETROV');
    press('pay');
    expect(sent).toEqual(['pay']);
  });

  it('marks the empty field it names for a screen reader, and unmarks it once typed in (decision 468)', async () => {
    const { doc, input, type, press } = await open();
    expect(doc.querySelector('main')?.contains(input('card'))).toBe(true);
    // Every part of the page is in a landmark (axe's 'region'): the bank's bar is its banner.
    expect(doc.querySelector('body > div > header.head')?.textContent).toContain('тестовая среда');
    press('pay');
    expect(input('number').getAttribute('aria-invalid')).toBe('true');
    expect(input('number').getAttribute('aria-describedby')).toBe('error');
    type('number', '4111 1111 1111 1111');
    expect(input('number').hasAttribute('aria-invalid')).toBe(false);
    press('pay');
    expect(input('expiry').getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelectorAll('[aria-invalid]')).toHaveLength(1);
  });

  it("marks the field of the server's refusal, the number for a brand it does not take", async () => {
    const { JSDOM } = await import('jsdom');
    const marked = (problem: string) =>
      [
        ...new JSDOM(
          renderCardForm('tok', order(), 300_000, problem),
        ).window.document.querySelectorAll('[aria-invalid="true"]'),
      ].map((field) => field.id);
    expect(marked('Проверьте код CVC')).toEqual(['cvc']);
    expect(marked('Принимаются только карты VISA и MASTERCARD')).toEqual(['number']);
    expect(marked('Срок действия карты истек')).toEqual(['expiry']);
    expect(marked('Проверьте данные карты')).toEqual([]);
  });

  it("'Отклонить' goes with the fields empty, also where the browser names no submitter", async () => {
    const { press, sent, error, decline } = await open();
    press('decline');
    expect(sent).toEqual(['decline']);
    expect(error().hidden).toBe(true);
    // Safari before 15.4: no `submitter` on the event; the button's click says which it was.
    decline();
    expect(sent).toEqual(['decline', 'decline']);
    expect(error().hidden).toBe(true);
  });

  it('on the Pushkin card form, which has no holder, asks for the code first', async () => {
    const { type, press, sent, error } = await open('pushkin');
    type('number', '2200000000000004');
    type('expiry', '1230');
    press('pay');
    expect(sent).toEqual([]);
    expect(error().textContent).toBe('Проверьте код CVC');
  });
});

/**
 * The outbox lists what the sandbox mail and SMS providers sent. It was headed as the sandbox
 * bank's page: 'СофтБанк', '3-D Secure · тестовая среда' (decision 451).
 */
describe('sandbox outbox page', () => {
  const entry = {
    id: 1,
    recipient: '+7 900 000-00-00',
    subject: 'SMS: код 1234',
    body_html: null,
    body_text: 'Ваш код для входа на сайт: 1234. Никому его не сообщайте.',
    created_at: new Date('2026-11-28T18:28:47.000Z'),
  };

  it('is headed as the outbox, not as the bank', () => {
    const html = renderOutbox([entry]);
    expect(html).toContain('<title>Песочница: отправленные письма, SMS и звонки</title>');
    expect(html).toMatch(/<h1[^>]*>Отправленные письма, SMS и звонки<\/h1>/);
    expect(html).toContain('<b>Песочница</b>');
    expect(html).not.toContain('СофтБанк');
    expect(html).not.toContain('3-D Secure');
  });

  it('gives each message a heading under the page’s, and says when there are none', () => {
    expect(renderOutbox([entry])).toMatch(/<h2[^>]*>SMS: код 1234<\/h2>/);
    // An SMS's text wraps on a phone instead of running off the page.
    expect(renderOutbox([entry])).toContain(
      '<pre style="white-space:pre-wrap;overflow-wrap:anywhere">Ваш код для входа',
    );
    expect(renderOutbox([])).toContain('Сообщений пока нет.');
  });

  it('dates a message in Moscow time with the zone named, the instant kept for programs', () => {
    const html = renderOutbox([entry]);
    expect(html).toContain(
      '<time datetime="2026-11-28T18:28:47.000Z">28.11.2026, 21:28:47 МСК</time> → +7 900 000-00-00',
    );
    expect(html).not.toContain('>2026-11-28T18:28:47');
  });
});
