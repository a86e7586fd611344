import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SocialLink } from './SocialLink';

describe('SocialLink (spec section 4, Social link)', () => {
  it("not linked: 'Привязать' plus the network's name, a link that starts the linking", () => {
    render(<SocialLink link={{ status: false, url: '/vk/link' }} network="ВКонтакте" />);
    const link = screen.getByRole('link', { name: 'Привязать ВКонтакте' });
    expect(link.textContent).toBe('Привязать ВКонтакте');
    expect(link.getAttribute('href')).toBe('/vk/link');
  });

  it("linked: the button reads exactly 'Отвязать'; a GET to the url, then the page reloads", async () => {
    const unlink = vi.fn(() => Promise.resolve());
    const reload = vi.fn();
    render(
      <SocialLink
        link={{ status: true, url: '/vk/unlink' }}
        network="ВКонтакте"
        unlink={unlink}
        reload={reload}
      />,
    );
    const button = screen.getByRole('button', { name: 'Отвязать ВКонтакте' });
    expect(button.textContent).toBe('Отвязать');
    // What is linked is said beside the button, not in its label.
    expect(screen.getByText('ВКонтакте привязан')).toBeTruthy();
    fireEvent.click(button);
    expect(unlink).toHaveBeenCalledWith('/vk/unlink');
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
  });
});
