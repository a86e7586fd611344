import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BONUS_WHOLE_TEXT, BonusSlider } from './BonusSlider';

function Harness(props: { amount: number; maxBonusPay: number; balance: number; start: number }) {
  const [count, setCount] = useState(props.start);
  return (
    <>
      <BonusSlider {...props} count={count} onChange={setCount} />
      <p data-testid="count">{count}</p>
    </>
  );
}

describe('BonusSlider', () => {
  it('runs from 0 to the lesser of the balance and the max payable, with the hint at the ends', () => {
    render(<Harness amount={1000} maxBonusPay={998} balance={500} start={500} />);
    const range = screen.getByRole('slider', { name: 'Сколько бонусов списать' });
    expect(range).toHaveAttribute('max', '500');
    expect(range).toHaveValue('500');
    expect(range).toHaveAttribute('aria-valuetext', '500 бонусов из 500');
    expect(screen.getByText('На карте 500 бонусов')).toBeInTheDocument();
    const hint = document.querySelector('.bonus-slider__hint');
    expect(hint).toHaveClass('bonus-slider__hint--last');

    fireEvent.change(range, { target: { value: '0' } });
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(hint).toHaveClass('bonus-slider__hint--first');
    fireEvent.change(range, { target: { value: '250' } });
    expect(hint).toHaveClass('bonus-slider__hint--middle');
    expect(hint).toHaveTextContent('250');
  });

  it('says how far the order lets points go when the balance is larger', () => {
    render(<Harness amount={700} maxBonusPay={698} balance={1000} start={698} />);
    expect(
      screen.getByText(/На карте 1 000 бонусов; на этот заказ можно списать максимум 698 бонусов/),
    ).toBeInTheDocument();
  });

  it('the number field sets an exact count, clamped to the range', () => {
    render(<Harness amount={1000} maxBonusPay={998} balance={300} start={0} />);
    const exact = screen.getByRole('spinbutton');
    fireEvent.change(exact, { target: { value: '121' } });
    expect(screen.getByTestId('count')).toHaveTextContent('121');
    expect(screen.getByText('бонус')).toBeInTheDocument();
    fireEvent.change(exact, { target: { value: '5000' } });
    expect(screen.getByTestId('count')).toHaveTextContent('300');
    fireEvent.change(exact, { target: { value: '' } });
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    // An emptied field stays empty while it is being typed in: a 0 put back into it made the
    // next digits read '0150' (decision 411); leaving it empty shows 0.
    expect((exact as HTMLInputElement).value).toBe('');
    fireEvent.blur(exact);
    expect((exact as HTMLInputElement).value).toBe('0');
    // A minus, a plus, an exponent or a decimal separator is not typed at all.
    for (const key of ['-', '+', 'e', '.', ','])
      expect(fireEvent.keyDown(exact, { key })).toBe(false);
    fireEvent.keyDown(exact, { key: 'Backspace' });
    expect(fireEvent.keyDown(exact, { key: '5' })).toBe(true);
    // '05' (a 0 left in the field, then 5) means 5; leaving the field shows 5.
    fireEvent.change(exact, { target: { value: '05' } });
    expect(screen.getByTestId('count')).toHaveTextContent('5');
    fireEvent.blur(exact);
    expect(exact).toHaveValue(5);
    expect((exact as HTMLInputElement).value).toBe('5');
  });

  it('says why it did not take a minus, a fraction or more than the order takes, until a count fits', () => {
    render(<Harness amount={1000} maxBonusPay={998} balance={300} start={0} />);
    const exact = screen.getByRole('spinbutton');
    const refusal = () => screen.getByRole('status');
    expect(exact).toHaveAccessibleDescription('');
    // '-5' typed: the minus is refused, and said so; the 5 after it is refused too (taken, it
    // made 5 points).
    expect(fireEvent.keyDown(exact, { key: '-' })).toBe(false);
    expect(refusal()).toHaveTextContent(BONUS_WHOLE_TEXT);
    expect(exact).toHaveAccessibleDescription(BONUS_WHOLE_TEXT);
    expect(fireEvent.keyDown(exact, { key: '5' })).toBe(false);
    expect(refusal()).toHaveTextContent(BONUS_WHOLE_TEXT);
    // A Backspace ends it: digits are taken again, and the first count that fits clears it.
    fireEvent.keyDown(exact, { key: 'Backspace' });
    expect(fireEvent.keyDown(exact, { key: '1' })).toBe(true);
    fireEvent.change(exact, { target: { value: '12' } });
    expect(refusal()).toBeEmptyDOMElement();
    // '12.5': the separator and the 5 after it are refused; 12 stays (not 125).
    expect(fireEvent.keyDown(exact, { key: '.' })).toBe(false);
    expect(fireEvent.keyDown(exact, { key: '5' })).toBe(false);
    expect(screen.getByTestId('count')).toHaveTextContent('12');
    expect(refusal()).toHaveTextContent(BONUS_WHOLE_TEXT);
    // Emptying the field ends it too.
    fireEvent.change(exact, { target: { value: '' } });
    expect(refusal()).toBeEmptyDOMElement();
    expect(fireEvent.keyDown(exact, { key: '5' })).toBe(true);
    // Pasted, no key pressed: a fraction is floored and said so, a negative is 0 and said so.
    fireEvent.change(exact, { target: { value: '12.5' } });
    expect(screen.getByTestId('count')).toHaveTextContent('12');
    expect(refusal()).toHaveTextContent(BONUS_WHOLE_TEXT);
    fireEvent.change(exact, { target: { value: '-5' } });
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(refusal()).toHaveTextContent(BONUS_WHOLE_TEXT);
    // More than the card has: the most, and said so.
    fireEvent.change(exact, { target: { value: '450' } });
    expect(screen.getByTestId('count')).toHaveTextContent('300');
    expect(refusal()).toHaveTextContent('На карте всего 300 бонусов.');
    fireEvent.change(exact, { target: { value: '30' } });
    expect(refusal()).toBeEmptyDOMElement();
    // Leaving the field clears what was said.
    fireEvent.keyDown(exact, { key: ',' });
    expect(refusal()).toHaveTextContent(BONUS_WHOLE_TEXT);
    fireEvent.blur(exact);
    expect(refusal()).toBeEmptyDOMElement();
  });

  it('says the most the order takes when the order, not the card, is the limit', () => {
    render(<Harness amount={22} maxBonusPay={21} balance={300} start={0} />);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '25' } });
    expect(screen.getByTestId('count')).toHaveTextContent('21');
    expect(screen.getByRole('status')).toHaveTextContent(
      'На этот заказ можно списать максимум 21 бонус.',
    );
  });

  it('is disabled when the balance is 0', () => {
    render(<Harness amount={1000} maxBonusPay={998} balance={0} start={0} />);
    expect(screen.getByRole('slider')).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    expect(screen.getByText('На карте 0 бонусов')).toBeInTheDocument();
  });

  it("speaks of 'бонусы' only: no 'баллы' in the same block (one word per block)", () => {
    const { container } = render(
      <Harness amount={700} maxBonusPay={698} balance={1000} start={3} />,
    );
    expect(container.textContent).toMatch(/бонус/);
    expect(container.textContent).not.toMatch(/балл/i);
  });
});
