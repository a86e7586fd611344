import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import { CONSENT_LABEL, consentLink } from './consent';

describe('the consent checkbox', () => {
  it('is ticked by a press on its words; the policy is a link of its own, under them (decision 429)', async () => {
    render(<Checkbox link={consentLink('/about/pd')}>{CONSENT_LABEL}</Checkbox>);
    const box = screen.getByRole('checkbox', { name: CONSENT_LABEL });
    await userEvent.click(screen.getByText(CONSENT_LABEL));
    expect(box).toBeChecked();
    const link = screen.getByRole('link', { name: 'Политика обработки персональных данных' });
    expect(link).toHaveAttribute('href', '/about/pd');
    expect(link.closest('label')).toBeNull();
  });
});
