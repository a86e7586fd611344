import { describe, expect, it } from 'vitest';
import { userFixture } from '../../api/testing/userFixture';
import { buyerOf, checkoutContacts, GUEST } from './buyer';

describe('buyer', () => {
  it('a guest starts with empty, editable contacts', () => {
    expect(checkoutContacts(GUEST)).toEqual({
      phone: '',
      email: '',
      phoneLocked: false,
      emailLocked: false,
    });
  });

  it("a signed-in buyer's known phone and e-mail are prefilled and locked", () => {
    const buyer = buyerOf(
      { kind: 'user', user: userFixture({ phone: '79000000000', email: ' demo@example.ru ' }) },
      null,
    );
    expect(checkoutContacts(buyer)).toEqual({
      phone: '79000000000',
      email: 'demo@example.ru',
      phoneLocked: true,
      emailLocked: true,
    });
  });

  it('an unknown e-mail stays editable; an unconfirmed phone locks nothing', () => {
    const noEmail = buyerOf(
      { kind: 'user', user: userFixture({ phone: '79000000000', email: '' }) },
      null,
    );
    expect(checkoutContacts(noEmail)).toMatchObject({ phoneLocked: true, emailLocked: false });
    const unconfirmed = buyerOf({ kind: 'unconfirmed', phone: '79000000001' }, null);
    expect(unconfirmed.kind).toBe('user');
    expect(checkoutContacts(unconfirmed)).toMatchObject({ phoneLocked: false, emailLocked: false });
  });
});
