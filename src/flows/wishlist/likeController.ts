/**
 * Runs the like machine (likeMachine.ts): the wishlist's calls (GET user/wishlist/, POST
 * films/like/) and what the page shows after them: the toggles (wishlistAtom), the favorite
 * popup, the guest's sign-in notice, a failure. Plain TypeScript outside React; tests pass a fake
 * API and host.
 */
import { getDefaultStore } from 'jotai';
import { toApiError } from '../../api/errors';
import { playbillErrorText } from '../../api/playbill';
import * as wishlistApi from '../../api/wishlist';
import { MachineController } from '../../lib/machineController';
import { wishlistAtom } from '../../screens/playbill/playbill.atoms';
import { showAlert, showFavoriteAlert } from '../../ui/popups/alerts';
import { currentPage } from '../auth/returnTo';
import { saveLikeIntent } from './likeIntent';
import {
  initialLikeState,
  likeReducer,
  type LikeCommand,
  type LikeEvent,
  type LikeState,
} from './likeMachine';

export const GUEST_LIKE_NOTICE = 'Авторизуйтесь для добавления в избранное';
/** A guest's like is not an error: a neutral title over the spec's notice. */
export const GUEST_LIKE_TITLE = 'Нужно войти';

export type LikeApi = Pick<typeof wishlistApi, 'fetchWishlist' | 'likeFilm'>;

/** What the page shows of the machine's outcomes. */
export interface LikeHost {
  /** The server's list: every toggle of the page shows it. */
  setWishlist(wishlist: number[]): void;
  /** 'Фильм в избранном!' after a film was added. */
  favorite(hasEmail: boolean): void;
  /** The guest's notice; following its 'Войти' keeps the like for after signing in. */
  askSignIn(filmId: number): void;
  /** A like failure (spec section 8: the playbill's popup). */
  fail(text: string): void;
}

export const pageLikeHost: LikeHost = {
  setWishlist: (wishlist) => getDefaultStore().set(wishlistAtom, wishlist),
  favorite: (hasEmail) => showFavoriteAlert(hasEmail),
  askSignIn: (filmId) =>
    showAlert({
      status: 'warning',
      title: GUEST_LIKE_TITLE,
      text: GUEST_LIKE_NOTICE,
      // Back to this page after signing in (spec section 4: the remembered previous page), where
      // the like is added (decision 433). Closing the notice keeps nothing.
      link: {
        label: 'Войти',
        href: '/login',
        state: { from: currentPage() },
        onFollow: () => saveLikeIntent(filmId),
      },
    }),
  fail: (text) => showAlert({ status: 'error', text }),
};

export class LikeController extends MachineController<LikeState, LikeEvent, LikeCommand> {
  constructor(
    private readonly api: LikeApi = wishlistApi,
    private readonly host: LikeHost = pageLikeHost,
  ) {
    super(initialLikeState(), likeReducer);
  }

  /**
   * The like a guest asked for before signing in: added unless the list has it already. Resolves
   * once the page shows the outcome (the screens read the wishlist after it).
   */
  resume(filmId: number): Promise<void> {
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (this.state.busy) return;
        stop();
        resolve();
      });
      this.dispatch({ type: 'resume', filmId });
      if (!this.state.busy) {
        stop();
        resolve();
      }
    });
  }

  protected run(command: LikeCommand): void {
    this.running = command;
    const settle = (event: LikeEvent) => {
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    const failed = (thrown: unknown) =>
      settle({ type: 'failed', text: playbillErrorText(toApiError(thrown)) });
    switch (command.type) {
      case 'readWishlist':
        this.api
          .fetchWishlist()
          .then((wishlist) => settle({ type: 'wishlistRead', wishlist }), failed);
        return;
      case 'like':
        this.api
          .likeFilm(command.filmId, command.like)
          .then((result) => settle({ type: 'answered', like: command.like, result }), failed);
        return;
      case 'show':
        this.host.setWishlist(command.wishlist);
        if (command.favorite) this.host.favorite(command.favorite.hasEmail);
        break;
      case 'askSignIn':
        this.host.askSignIn(command.filmId);
        break;
      case 'fail':
        this.host.fail(command.text);
        break;
    }
    settle({ type: 'shown' });
  }
}
