import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { NewsItem, NewsSummary } from '@softkino/contract/news';
import { mockFetch } from '../../api/testing/mockFetch';
import { VacanciesScreen } from '../vacancies/VacanciesScreen';
import { NewsItemScreen } from './NewsItemScreen';
import { NewsScreen } from './NewsScreen';
import { newsDate, untilText } from './newsDates';

const SALE: NewsSummary = {
  slug: 'sale',
  kind: 'promo',
  title: 'Скидка 30 % на дневные сеансы',
  lead: 'По будням до 16:00 дешевле.',
  image: '/static/media/news/sale.svg',
  date: '04.03.2026',
  until: '19.04.2026',
};
const HIRING: NewsSummary = {
  slug: 'we-are-hiring',
  kind: 'news',
  title: 'Ищем людей в команду',
  lead: 'Нужны кассиры.',
  image: '/static/media/news/hiring.svg',
  date: '23.02.2026',
  until: null,
};
const SALE_ITEM: NewsItem = {
  ...SALE,
  body: ['Первый абзац.', 'Второй абзац.'],
  link: { href: '/afisha', label: 'Купить билет' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Switch>
        <Route path="/news">
          <NewsScreen />
        </Route>
        <Route path="/news/:slug">
          <NewsItemScreen />
        </Route>
      </Switch>
    </Router>,
  );
  return location;
}

describe('news dates', () => {
  it('reads as Russian writes a date', () => {
    expect(newsDate('04.03.2026')).toBe('4 марта 2026');
    expect(untilText('19.04.2026', new Date(2026, 2, 10))).toBe('до 19 апреля');
    expect(untilText('10.01.2027', new Date(2026, 2, 10))).toBe('до 10 января 2027');
  });
});

describe('/news', () => {
  it('lists the items, filters promotions, and opens an item', async () => {
    mockFetch({
      'v1/news/': { json: { status: 'success', data: [SALE, HIRING] } },
      'v1/news/sale/': { json: { status: 'success', data: SALE_ITEM } },
    });
    const location = renderAt('/news');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/news/sale', '/news/we-are-hiring']);
    expect(within(list).getByText('до 19 апреля')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Акции' }));
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: /Скидка 30 %/ }));
    expect(location.history?.at(-1)).toBe('/news/sale');
    expect(await screen.findByRole('heading', { name: SALE.title })).toBeInTheDocument();
    expect(screen.getByText('Второй абзац.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Купить билет' })).toHaveAttribute('href', '/afisha');
  });

  it('says so when the list does not load, and tries again', async () => {
    const fetchMock = mockFetch({ 'v1/news/': { networkError: 'Failed to fetch' } });
    renderAt('/news');
    expect(await screen.findByRole('alert')).toHaveTextContent('Что-то пошло не так');
    mockFetch({ 'v1/news/': { json: { status: 'success', data: [HIRING] } } });
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать еще раз' }));
    expect(await screen.findByText(HIRING.title)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe('/news/<slug>', () => {
  it('says an unknown item is not found', async () => {
    mockFetch({
      'v1/news/gone/': {
        status: 404,
        json: { status: 'error', errors: { code: 404, message: 'Новость не найдена' } },
      },
    });
    renderAt('/news/gone');
    expect(await screen.findByRole('heading', { name: 'Новость не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Все новости/ })).toHaveAttribute('href', '/news');
  });
});

describe('/vacancies', () => {
  it('opens the vacancy popup with each vacancy’s name in the anchor', () => {
    render(<VacanciesScreen />);
    const apply = screen.getByRole('link', { name: 'Откликнуться на вакансию «Киномеханик»' });
    expect(apply).toHaveAttribute('href', `#vacancy-popup=${encodeURIComponent('Киномеханик')}`);
  });
});
