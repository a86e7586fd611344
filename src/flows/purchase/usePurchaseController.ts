import { createContext, useContext } from 'react';
import type { PurchaseController } from './purchaseController';

/** The #buy popup's one PurchaseController. */
export const PurchaseControllerContext = createContext<PurchaseController | null>(null);

/** The popup's controller (its `dispatch` for the panels); throws outside the #buy popup. */
export function usePurchaseController(): PurchaseController {
  const controller = useContext(PurchaseControllerContext);
  if (!controller) throw new Error('usePurchaseController must be used inside the #buy popup');
  return controller;
}
