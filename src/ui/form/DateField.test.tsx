import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './MaskedField';

function DateInput() {
  const [value, setValue] = useState('');
  return <DateField label="Дата рождения" value={value} onChange={setValue} />;
}

function setup() {
  const user = userEvent.setup();
  render(<DateInput />);
  return { user, input: screen.getByLabelText('Дата рождения') as HTMLInputElement };
}

// Decision 356: dates as Russians type them, with dots and single-digit days and months.
const SAME_DATE: [string, string][] = [
  ['05031990', '05.03.1990'],
  ['05.03.1990', '05.03.1990'],
  ['5.3.1990', '05.03.1990'],
  ['1.1.2001', '01.01.2001'],
  ['12.1.2019', '12.01.2019'],
  ['3.12.1985', '03.12.1985'],
  ['31.12.1999', '31.12.1999'],
  ['14021990', '14.02.1990'],
  // Slashes, hyphens, commas or spaces between the parts, as some type or paste a date: the
  // slashes were dropped, and '1/6/2019' became '16.02.019' (decision 472).
  ['1/6/2019', '01.06.2019'],
  ['05/03/1990', '05.03.1990'],
  ['5-3-1990', '05.03.1990'],
  ['5 3 1990', '05.03.1990'],
  ['5,3,1990', '05.03.1990'],
];

describe('DateField: the way Russians type and paste a date', () => {
  it.each(SAME_DATE)('typing %s shows %s', async (typed, shown) => {
    const { user, input } = setup();
    await user.type(input, typed);
    expect(input.value).toBe(shown);
  });

  it.each(SAME_DATE)('pasting %s shows %s', async (pasted, shown) => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste(pasted);
    expect(input.value).toBe(shown);
  });

  // A date pasted from a document or a form that writes it year first (ISO 8601): it was read as
  // day 20, month 16, '20.16.0305', and the check named the year (decision 462).
  it.each([
    ['2016-03-05', '05.03.2016'],
    ['1990-12-31', '31.12.1990'],
    [' 2001/1/9 ', '09.01.2001'],
    ['2019.11.05', '05.11.2019'],
  ])('pasting %s (year first) shows %s', async (pasted, shown) => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste(pasted);
    expect(input.value).toBe(shown);
  });

  // Decision 412: silently made 31.12, 31.01 or 01.01 before, a wrong birthday that the card
  // activation then keeps for good. The form's check says 'Такой даты нет в календаре'.
  const IMPOSSIBLE = ['31.13.1990', '32.01.2000', '00.00.2000', '39.19.1990'];

  it.each(IMPOSSIBLE)('keeps %s as typed, for the date check to name it', async (typed) => {
    const { user, input } = setup();
    await user.type(input, typed);
    expect(input.value).toBe(typed);
  });

  it.each(IMPOSSIBLE)('keeps %s as pasted', async (pasted) => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste(pasted);
    expect(input.value).toBe(pasted);
  });

  it('takes no letters', async () => {
    const { user, input } = setup();
    await user.type(input, 'аб12');
    expect(input.value).toBe('12');
  });
});
