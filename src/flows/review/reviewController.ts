/**
 * Runs the review machine (reviewMachine.ts): reads the order's review, saves it, and raises
 * the thanks alert. Plain TypeScript outside React, so StrictMode's double effects never send a
 * review twice; tests pass a fake API and host.
 */
import { REVIEW_MESSAGES } from '@softkino/contract/review';
import * as reviewApi from '../../api/review';
import { toApiError } from '../../api/errors';
import { MachineController } from '../../lib/machineController';
import { showAlert } from '../../ui/popups/alerts';
import {
  initialReviewState,
  reviewReducer,
  type ReviewCommand,
  type ReviewEvent,
  type ReviewState,
} from './reviewMachine';

export type ReviewApi = Pick<typeof reviewApi, 'fetchOrderReview' | 'saveOrderReview'>;

export interface ReviewHost {
  /** Spec section 4: success shows a thanks alert. */
  thank(): void;
}

const alertHost: ReviewHost = {
  thank: () => showAlert({ status: 'success', text: REVIEW_MESSAGES.thanks }),
};

export class ReviewController extends MachineController<ReviewState, ReviewEvent, ReviewCommand> {
  constructor(
    orderId: number,
    private readonly api: ReviewApi = reviewApi,
    private readonly host: ReviewHost = alertHost,
  ) {
    super(initialReviewState(orderId), reviewReducer);
  }

  /** Starts and reads the review (again after a restart, if it was still being read). */
  begin = (): (() => void) => {
    const stop = this.start();
    this.dispatch({ type: 'begin' });
    return stop;
  };

  protected override onStop(): void {
    // A call still out is asked again when the controller starts again (StrictMode).
    this.running = null;
  }

  protected run(command: ReviewCommand): void {
    this.running = command;
    const settle = (event: ReviewEvent) => {
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    switch (command.type) {
      case 'load':
        this.api.fetchOrderReview(command.orderId).then(
          (read) => settle({ type: 'loaded', review: read.review, filmComment: read.film_comment }),
          (thrown: unknown) => settle({ type: 'loadFailed', message: toApiError(thrown).message }),
        );
        return;
      case 'save':
        this.api.saveOrderReview(command.orderId, command.draft).then(
          (review) => settle({ type: 'saved', review }),
          (thrown: unknown) => settle({ type: 'failed', message: toApiError(thrown).message }),
        );
        return;
      case 'thank':
        this.host.thank();
        settle({ type: 'thanked' });
        return;
    }
  }
}
