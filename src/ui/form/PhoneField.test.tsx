import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './MaskedField';
import { preparePhoneInput } from './masks';

function Phone({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PhoneField label="Телефон" value={value} onChange={setValue} />;
}

function setup(initial?: string) {
  const user = userEvent.setup();
  render(<Phone initial={initial} />);
  return { user, input: screen.getByLabelText('Телефон') as HTMLInputElement };
}

const SAME_NUMBER: [string, string][] = [
  ['8 900 000-00-00', '+7 (900) 000-00-00'],
  ['8 (912) 345-67-89', '+7 (912) 345-67-89'],
  ['89001234567', '+7 (900) 123-45-67'],
  ['79001234567', '+7 (900) 123-45-67'],
  ['+7 900 123 45 67', '+7 (900) 123-45-67'],
  ['+7 (900) 123-45-67', '+7 (900) 123-45-67'],
  ['9001234567', '+7 (900) 123-45-67'],
];

describe('PhoneField: the way Russians type and paste a phone', () => {
  it.each(SAME_NUMBER)('typing %s shows %s', async (typed, shown) => {
    const { user, input } = setup();
    await user.type(input, typed);
    expect(input.value).toBe(shown);
  });

  it.each(SAME_NUMBER)('pasting %s shows %s', async (pasted, shown) => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste(pasted);
    expect(input.value).toBe(shown);
  });

  it('pasting over a whole number replaces it, the 8 included', async () => {
    const { user, input } = setup('+7 (999) 111-22-33');
    await user.tripleClick(input);
    await user.paste('8 (912) 345-67-89');
    expect(input.value).toBe('+7 (912) 345-67-89');
  });

  it('an 8 after +7 is an area code (8 800, 812), not the prefix again', async () => {
    const { user, input } = setup();
    await user.type(input, '8 800 555-35-35');
    expect(input.value).toBe('+7 (800) 555-35-35');
  });

  it('+7 812 keeps its 8', async () => {
    const { user, input } = setup();
    await user.type(input, '+7 812 123-45-67');
    expect(input.value).toBe('+7 (812) 123-45-67');
  });

  it('+7 7xx numbers keep their 7', async () => {
    const { user, input } = setup();
    await user.type(input, '+7 701 123 45 67');
    expect(input.value).toBe('+7 (701) 123-45-67');
  });
});

describe('preparePhoneInput', () => {
  it('normalises a chunk at the start of the number only', () => {
    expect(preparePhoneInput('8', '')).toBe('7');
    expect(preparePhoneInput('8', '7')).toBe('8');
    expect(preparePhoneInput('8 (912) 345-67-89', '')).toBe('79123456789');
    expect(preparePhoneInput('8 (912) 345-67-89', '7')).toBe('9123456789');
    expect(preparePhoneInput('9123456789', '')).toBe('79123456789');
    expect(preparePhoneInput('45-67', '7912')).toBe('45-67');
    // Ten digits from the 8 or 7 of a number are that number one digit short: the mask shows
    // '+7 (912) 345-67-8', not '+7 (891) 234-56-78'.
    expect(preparePhoneInput('8 912 345 67 8', '')).toBe('7912345678');
    expect(preparePhoneInput('7912345678', '')).toBe('7912345678');
    expect(preparePhoneInput('4951234567', '')).toBe('74951234567');
  });
});
