import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

/**
 * Chromium's type=email input hands a Cyrillic domain typed after a Latin name over in punycode:
 * 'petr@почта.рф' became 'petr@xn--80a1acny.xn--p1ai' in the profile (decision 451). An e-mail
 * field is a text input with the e-mail keyboard and autofill instead, so its value is what was
 * typed, in every browser.
 */
describe('an e-mail field', () => {
  it('is a text input with the e-mail keyboard, not type=email', () => {
    render(<TextField label="E-mail" type="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    // What type=email did besides: no capital first letter, no spelling fixes.
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('autocorrect', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it('keeps an address as typed', async () => {
    render(<TextField label="E-mail" type="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'Petr@Почта.рф');
    expect(input).toHaveValue('Petr@Почта.рф');
  });

  it('leaves other fields as they are', () => {
    render(<TextField label="Имя" autoComplete="given-name" />);
    const input = screen.getByRole('textbox', { name: 'Имя' });
    expect(input).not.toHaveAttribute('type');
    expect(input).not.toHaveAttribute('inputmode');
    expect(input).not.toHaveAttribute('autocapitalize');
  });
});
