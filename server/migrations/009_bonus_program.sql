-- The bonus program (issue 14, docs/decisions/246-254): printed cards in stock and virtual
-- cards issued on request, activation by an SMS code, lost cards blocked with their points
-- moved on, accrual tiers by the money spent, and regions on cities.

-- Regions (spec section 6): a buyer's region is the region of the profile's city. Ids are the
-- chain's own (decision 250): 1 Челябинская обл., 2 Башкортостан, 3 Свердловская обл.,
-- 4 Самарская обл., 5 Москва и область, 6 Пермский край.
ALTER TABLE cities ADD COLUMN region_id integer;
UPDATE cities SET region_id = CASE name
  WHEN 'Челябинск' THEN 1
  WHEN 'Магнитогорск' THEN 1
  WHEN 'Уфа' THEN 2
  WHEN 'Екатеринбург' THEN 3
  WHEN 'Нижний Тагил' THEN 3
  WHEN 'Самара' THEN 4
  WHEN 'Москва' THEN 5
  WHEN 'Пермь' THEN 6
END;
-- 003's users.region_id was never written: the city decides the region, one truth.
ALTER TABLE users DROP COLUMN region_id;

-- Cards: 13-digit EAN-13 numbers (the check digit is checked by the application; the database
-- only keeps the shape). A card is 'live', 'blocked' (reported lost) or 'replaced' (a virtual
-- card a printed one took over); a blocked or replaced card keeps its owner.
ALTER TABLE bonus_cards ADD COLUMN status text NOT NULL DEFAULT 'live'
  CHECK (status IN ('live', 'blocked', 'replaced'));
-- Roubles paid on orders with this card (not the points spent), which set its percent; moved
-- with the points to the card that follows it.
ALTER TABLE bonus_cards ADD COLUMN spend integer NOT NULL DEFAULT 0 CHECK (spend >= 0);
-- The cinema where a printed card was activated (user/card/activate/'s department).
ALTER TABLE bonus_cards ADD COLUMN department_id integer REFERENCES cinemas (id);
ALTER TABLE bonus_cards ADD COLUMN activated_at timestamptz;
ALTER TABLE bonus_cards ADD COLUMN closed_at timestamptz;
-- The card that took over this one's points (set when they moved).
ALTER TABLE bonus_cards ADD COLUMN successor_id bigint REFERENCES bonus_cards (id);
ALTER TABLE bonus_cards ADD CONSTRAINT bonus_cards_closed_check
  CHECK ((status = 'live') = (closed_at IS NULL));
ALTER TABLE bonus_cards ADD CONSTRAINT bonus_cards_closed_owner_check
  CHECK (status = 'live' OR user_id IS NOT NULL);
-- A live card has no successor; points move only off a closed card.
ALTER TABLE bonus_cards ADD CONSTRAINT bonus_cards_successor_check
  CHECK (successor_id IS NULL OR status <> 'live');
-- One live card per account (004's index allowed one card of any state).
DROP INDEX bonus_cards_user_idx;
CREATE UNIQUE INDEX bonus_cards_user_live_idx ON bonus_cards (user_id)
  WHERE user_id IS NOT NULL AND status = 'live';
CREATE INDEX bonus_cards_user_idx ON bonus_cards (user_id, id) WHERE user_id IS NOT NULL;
UPDATE bonus_cards SET activated_at = created_at WHERE user_id IS NOT NULL;

-- Virtual cards are numbered 2991 + 8 digits of this sequence + the check digit.
CREATE SEQUENCE bonus_virtual_card_seq START 1;

-- The roubles an order added to its card's spend when it was paid (the money, not the points;
-- 0 at a no_bonus cinema), so cancelling it takes off exactly that.
ALTER TABLE orders ADD COLUMN bonus_spend integer NOT NULL DEFAULT 0 CHECK (bonus_spend >= 0);
-- Orders paid with cards before this migration count towards their tier.
UPDATE orders o SET bonus_spend = o.amount - o.bonus_pay
  FROM sessions s, halls h, cinemas c
 WHERE o.status = 'paid' AND o.bonus_card_id IS NOT NULL
   AND s.id = o.session_id AND h.id = s.hall_id AND c.id = h.cinema_id AND NOT c.no_bonus;
UPDATE bonus_cards c SET spend = s.money
  FROM (SELECT bonus_card_id, sum(bonus_spend)::integer AS money
          FROM orders WHERE bonus_card_id IS NOT NULL GROUP BY bonus_card_id) s
 WHERE s.bonus_card_id = c.id;
-- The tiers of @softkino/contract/card BONUS_TIERS, once, for the cards that had spent already.
UPDATE bonus_cards SET percents = CASE WHEN spend >= 20000 THEN 0.2
                                       WHEN spend >= 5000 THEN 0.15
                                       ELSE 0.1 END
 WHERE spend > 0;

-- Points moving from a closed card to its successor: 'transfer_out' (-) on the old card,
-- 'transfer_in' (+) on the new one, no order. The ledger stays append-only.
ALTER TABLE bonus_ledger DROP CONSTRAINT bonus_ledger_kind_check;
ALTER TABLE bonus_ledger ADD CONSTRAINT bonus_ledger_kind_check
  CHECK (kind IN ('grant', 'spend', 'accrue', 'refund', 'revoke', 'transfer_in', 'transfer_out'));
ALTER TABLE bonus_ledger DROP CONSTRAINT bonus_ledger_sign_check;
ALTER TABLE bonus_ledger ADD CONSTRAINT bonus_ledger_sign_check
  CHECK (CASE kind
           WHEN 'spend' THEN points < 0
           WHEN 'transfer_out' THEN points < 0
           WHEN 'revoke' THEN points < 0 OR (points = 0 AND shortfall > 0)
           ELSE points > 0
         END);
-- 004's CHECK (kind = 'grant' OR order_id IS NOT NULL), the table's second unnamed check.
ALTER TABLE bonus_ledger DROP CONSTRAINT bonus_ledger_check1;
ALTER TABLE bonus_ledger ADD CONSTRAINT bonus_ledger_order_check
  CHECK (kind IN ('grant', 'transfer_in', 'transfer_out') OR order_id IS NOT NULL);

-- Every move of a card's percent (decision 247): made inside the transaction of the payment
-- (or cancellation) that crossed a threshold, under the card's row lock, so two payments at
-- once can neither skip nor double one. A move is tied to the order that made it.
CREATE TABLE bonus_tier_moves (
  id bigserial PRIMARY KEY,
  card_id bigint NOT NULL REFERENCES bonus_cards (id),
  order_id bigint REFERENCES orders (id),
  from_percents numeric(4, 3) NOT NULL,
  to_percents numeric(4, 3) NOT NULL CHECK (to_percents <> from_percents),
  spend integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bonus_tier_moves_card_idx ON bonus_tier_moves (card_id, id);

-- Card activation by an SMS code (issue 14): the code rows of auth_codes with purpose 'card',
-- and what each code was asked for, so a code binds only the card and cinema it was sent for.
ALTER TABLE auth_codes DROP CONSTRAINT auth_codes_purpose_check;
ALTER TABLE auth_codes ADD CONSTRAINT auth_codes_purpose_check
  CHECK (purpose IN ('auth', 'reg', 'forget', 'card'));
CREATE TABLE card_activations (
  code_id bigint PRIMARY KEY REFERENCES auth_codes (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  card_id bigint NOT NULL REFERENCES bonus_cards (id),
  department_id integer NOT NULL REFERENCES cinemas (id)
);

-- The bonus history (spec section 9): a buyer's orders that earned points, newest first.
CREATE INDEX orders_user_bonus_idx ON orders (user_id, id) WHERE bonus_add > 0;
