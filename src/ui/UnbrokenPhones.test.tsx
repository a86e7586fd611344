import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnbrokenPhones } from './UnbrokenPhones';

describe('UnbrokenPhones', () => {
  it('puts each phone of a text in a span of its own class, the rest as it is', () => {
    const { container } = render(
      <p>
        <UnbrokenPhones
          text="Вам поступит звонок на +7 (900) 555-01-02: введите 4 последние цифры номера, с которого звонят"
          className="phone"
        />
      </p>,
    );
    const spans = container.querySelectorAll('span.phone');
    expect([...spans].map((span) => span.textContent)).toEqual(['+7 (900) 555-01-02']);
    expect(container.textContent).toBe(
      'Вам поступит звонок на +7 (900) 555-01-02: введите 4 последние цифры номера, с которого звонят',
    );
  });

  it('finds phones however they are written, and leaves short numbers and plain texts alone', () => {
    const { container } = render(
      <p>
        <UnbrokenPhones
          text="Код на 8 900 555-01-02, 89005550102 и +79005550102; осталось 4 попытки из 10"
          className="phone"
        />
      </p>,
    );
    expect([...container.querySelectorAll('span.phone')].map((s) => s.textContent)).toEqual([
      '8 900 555-01-02',
      '89005550102',
      '+79005550102',
    ]);
    const plain = render(<UnbrokenPhones text="Вам поступит звонок." className="phone" />);
    expect(plain.container.innerHTML).toBe('Вам поступит звонок.');
  });
});
