import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InfoStep } from './InfoStep';
import { ticketsSummary } from './TicketList';

const INFO = { title: null, body: 'Текст', video: null, images: [], button: null, agree: true };

describe('InfoStep', () => {
  it("uses the default title and button, disabled until 'Принимаю' is ticked", () => {
    const onContinue = vi.fn();
    render(<InfoStep info={INFO} onContinue={onContinue} />);
    expect(screen.getByRole('heading', { name: 'Информация' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Далее' });
    expect(next).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Принимаю'));
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('needs no ticking without agreement and embeds an 11-character video id', () => {
    render(
      <InfoStep
        info={{ ...INFO, agree: false, title: 'Концерт', button: 'Понятно', video: 'dQw4w9WgXcQ' }}
        onContinue={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Понятно' })).toBeEnabled();
    expect(screen.queryByLabelText('Принимаю')).toBeNull();
    expect(screen.getByTitle('Видео о сеансе')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
    // Full screen through `allow` alone: with allowfullscreen beside it Chromium warns in the
    // console that one overrides the other.
    expect(screen.getByTitle('Видео о сеансе').getAttribute('allow')).toContain('fullscreen');
    expect(screen.getByTitle('Видео о сеансе')).not.toHaveAttribute('allowfullscreen');
  });

  it('reads the video id from a video-site link, and shows no frame for anything else', () => {
    const { unmount } = render(
      <InfoStep
        info={{ ...INFO, video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5' }}
        onContinue={() => {}}
      />,
    );
    expect(screen.getByTitle('Видео о сеансе')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
    unmount();
    render(<InfoStep info={{ ...INFO, video: 'https://youtu.be/x' }} onContinue={() => {}} />);
    expect(screen.queryByTitle('Видео о сеансе')).toBeNull();
  });
});

describe('ticketsSummary', () => {
  it('counts tickets with Russian word forms and sums the prices', () => {
    expect(ticketsSummary([{ price: 350 }])).toBe('1 билет · 350\u00a0₽');
    expect(ticketsSummary([{ price: 350 }, { price: 550 }])).toBe('2 билета · 900\u00a0₽');
    expect(ticketsSummary(Array.from({ length: 5 }, () => ({ price: 100 })))).toBe(
      '5 билетов · 500\u00a0₽',
    );
  });
});
