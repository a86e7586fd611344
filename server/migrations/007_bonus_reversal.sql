-- Cancelling a paid order reverses its bonus points (issue 12, docs/decisions/187): 'refund'
-- gives back what the order spent (+), 'revoke' takes back what it earned (-). The ledger
-- stays append-only with one entry per order per kind (bonus_ledger_order_kind_idx), and the
-- balance never goes below zero (bonus_cards.balance >= 0, postLedger's conditional update).
-- A revoke takes at most what the card can give; the rest of the earned points is recorded in
-- `shortfall`, so a revoke may carry 0 points when nothing could be taken back at all.

ALTER TABLE bonus_ledger DROP CONSTRAINT bonus_ledger_kind_check;
ALTER TABLE bonus_ledger DROP CONSTRAINT bonus_ledger_points_check;
-- 004's CHECK ((kind = 'spend') = (points < 0)), the table's first unnamed check.
ALTER TABLE bonus_ledger DROP CONSTRAINT bonus_ledger_check;

-- Points of the order's earnings a revoke could not take back (already spent elsewhere).
ALTER TABLE bonus_ledger ADD COLUMN shortfall integer NOT NULL DEFAULT 0 CHECK (shortfall >= 0);

ALTER TABLE bonus_ledger ADD CONSTRAINT bonus_ledger_kind_check
  CHECK (kind IN ('grant', 'spend', 'accrue', 'refund', 'revoke'));
-- Spending and taking back lower the balance, everything else raises it; only a revoke that
-- could take nothing back carries 0 points, and then it says how much it could not take.
ALTER TABLE bonus_ledger ADD CONSTRAINT bonus_ledger_sign_check
  CHECK (CASE kind
           WHEN 'spend' THEN points < 0
           WHEN 'revoke' THEN points < 0 OR (points = 0 AND shortfall > 0)
           ELSE points > 0
         END);
ALTER TABLE bonus_ledger ADD CONSTRAINT bonus_ledger_shortfall_kind_check
  CHECK (shortfall = 0 OR kind = 'revoke');
