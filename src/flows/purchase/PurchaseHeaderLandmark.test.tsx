import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionData } from './fixtures';
import { PurchaseHeader } from './PurchaseHeader';

describe('PurchaseHeader', () => {
  it("is not a banner landmark: the page's header is the only one (decision 396)", () => {
    render(<PurchaseHeader data={sessionData()} step="checkout" onBack={() => {}} />);
    expect(screen.getByText('Оформление заказа')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
