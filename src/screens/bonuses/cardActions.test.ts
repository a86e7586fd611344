import { describe, expect, it, vi } from 'vitest';
import { activateRefusal } from '../../api/testing/cardErrors';
import { CardActionController, type CardActionApi } from './cardActions';

const CARD = {
  number: '2990000000057',
  virtual: true,
  movie: { percents: 0.1 },
  spend: 0,
  status: 'live' as const,
};

function fakeApi(overrides: Partial<CardActionApi> = {}) {
  return {
    issueVirtualCard: vi.fn(async () => ({
      card: CARD,
      balance: 0,
      message: 'Виртуальная карта выпущена.',
    })),
    blockCard: vi.fn(async () => ({
      number: CARD.number,
      balance: 120,
      message: 'Карта заблокирована.',
    })),
    ...overrides,
  } satisfies CardActionApi;
}

async function settled(controller: CardActionController) {
  await vi.waitFor(() => expect(controller.getState().phase).not.toBe('busy'));
}

describe('the card actions', () => {
  it('issues a virtual card once and says so', async () => {
    const api = fakeApi();
    const controller = new CardActionController(api);
    controller.start();
    controller.dispatch({ type: 'issueVirtual' });
    controller.dispatch({ type: 'issueVirtual' });
    await settled(controller);
    expect(api.issueVirtualCard).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({
      message: 'Виртуальная карта выпущена.',
      failed: false,
      changed: 1,
    });
  });

  it('blocks only after the question is answered yes', async () => {
    const api = fakeApi();
    const controller = new CardActionController(api);
    controller.start();
    controller.dispatch({ type: 'confirmBlock' });
    expect(api.blockCard).not.toHaveBeenCalled();
    controller.dispatch({ type: 'askBlock' });
    controller.dispatch({ type: 'cancelBlock' });
    expect(controller.getState().phase).toBe('idle');
    expect(api.blockCard).not.toHaveBeenCalled();
    controller.dispatch({ type: 'askBlock' });
    controller.dispatch({ type: 'confirmBlock' });
    await settled(controller);
    expect(api.blockCard).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({ message: 'Карта заблокирована.', changed: 1 });
  });

  it('shows a refusal in the server’s words and changes nothing', async () => {
    const api = fakeApi({
      issueVirtualCard: vi.fn(() =>
        Promise.reject(
          activateRefusal(409, 'has_card', 'К вашему аккаунту уже привязана бонусная карта.'),
        ),
      ),
    });
    const controller = new CardActionController(api);
    controller.start();
    controller.dispatch({ type: 'issueVirtual' });
    await settled(controller);
    expect(controller.getState()).toMatchObject({
      message: 'К вашему аккаунту уже привязана бонусная карта.',
      failed: true,
      changed: 0,
    });
  });
});
