-- Bonus cards (issue 5, the signed-in buyer with a card): a card belongs to at most one account,
-- its balance is a cached sum of an append-only ledger, and spending is a conditional update
-- that never drives the balance below zero (ARCHITECTURE.md). 1 point = 1 rouble.

CREATE TABLE bonus_cards (
  id bigserial PRIMARY KEY,
  number text NOT NULL UNIQUE CHECK (number ~ '^[0-9]{6,20}$'),
  -- Null until the card is activated by an account.
  user_id bigint REFERENCES users (id),
  virtual boolean NOT NULL DEFAULT false,
  -- Share of the money paid that comes back as points: 0.1 is 10 % (spec section 3, Card).
  percents numeric(4, 3) NOT NULL DEFAULT 0.1 CHECK (percents >= 0 AND percents <= 1),
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One card per account.
CREATE UNIQUE INDEX bonus_cards_user_idx ON bonus_cards (user_id) WHERE user_id IS NOT NULL;

-- Every change of a balance: points > 0 adds, points < 0 spends. Never updated, never deleted.
CREATE TABLE bonus_ledger (
  id bigserial PRIMARY KEY,
  card_id bigint NOT NULL REFERENCES bonus_cards (id),
  order_id bigint REFERENCES orders (id),
  kind text NOT NULL CHECK (kind IN ('grant', 'spend', 'accrue')),
  points integer NOT NULL CHECK (points <> 0),
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'spend') = (points < 0)),
  CHECK (kind = 'grant' OR order_id IS NOT NULL)
);
CREATE INDEX bonus_ledger_card_idx ON bonus_ledger (card_id, created_at);
-- An order spends once and earns once, whatever retries happen.
CREATE UNIQUE INDEX bonus_ledger_order_kind_idx ON bonus_ledger (order_id, kind)
  WHERE order_id IS NOT NULL;

-- The card an order spends from and earns to (the buyer's card when the order was made), and
-- the points it earned when paid. orders.bonus_pay (002) is reserved while the order is unpaid
-- and alive, and written to the ledger when it is paid.
ALTER TABLE orders ADD COLUMN bonus_card_id bigint REFERENCES bonus_cards (id);
ALTER TABLE orders ADD COLUMN bonus_add integer NOT NULL DEFAULT 0 CHECK (bonus_add >= 0);
ALTER TABLE orders ADD CONSTRAINT orders_bonus_needs_card
  CHECK (bonus_pay = 0 OR bonus_card_id IS NOT NULL);
ALTER TABLE orders ADD CONSTRAINT orders_bonus_below_amount CHECK (bonus_pay <= amount);
CREATE INDEX orders_bonus_card_unpaid_idx ON orders (bonus_card_id) WHERE status = 'unpaid';
