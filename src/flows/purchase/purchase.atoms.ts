/**
 * The purchase flow's client state (CONVENTIONS.md 4-5): the step machine's state, which holds
 * the selection and the order draft. Each opened #buy popup gets its own jotai store, so a new
 * popup always starts a new choice.
 */
import { atom } from 'jotai';
import { initialPurchaseState } from './purchaseMachine';

/** Written only by the popup's PurchaseController, which runs the commands of each event. */
export const purchaseStateAtom = atom(initialPurchaseState(0));

export const purchaseStepAtom = atom((get) => get(purchaseStateAtom).step);
export const purchaseSelectionAtom = atom((get) => get(purchaseStateAtom).selection);
export const purchaseOrderAtom = atom((get) => get(purchaseStateAtom).order);
