-- Payments, refunds and fiscal receipts (issue 12). An order may see several payments (a
-- buyer opens SBP, later pays by card from #pay; a bank's callback arrives after the hold
-- lapsed): each is its own row, applied at most once, and every payment that took money for
-- an order that cannot keep it is refunded. Plain SQL for PGlite and PostgreSQL.

CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  -- The provider that opened it (PAYMENT_PROVIDER), so a refund goes back the same way.
  provider text NOT NULL,
  method text NOT NULL
    CHECK (method IN ('card', 'sbp', 'sberpay', 'pushkin_card', 'apple-pay', 'google-pay')),
  -- Our id of the payment, given to the provider; the sandbox pages' capability token.
  token text NOT NULL UNIQUE,
  -- The provider's id of the money movement, set when it reports the payment: unique, so a
  -- callback that arrives twice is applied once.
  provider_payment_id text UNIQUE,
  -- Roubles charged: the order's amount minus the points it spends.
  amount integer NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'declined', 'refunded')),
  -- Pushkin card: the holder's full name as in the passport.
  fio text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  refunded_at timestamptz,
  CHECK ((status IN ('paid', 'refunded')) = (paid_at IS NOT NULL)),
  CHECK ((status = 'refunded') = (refunded_at IS NOT NULL))
);
CREATE INDEX payments_order_idx ON payments (order_id);

-- Money returned: a payment is refunded whole, once.
CREATE TABLE refunds (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  payment_id bigint NOT NULL UNIQUE REFERENCES payments (id),
  amount integer NOT NULL CHECK (amount >= 0),
  -- 'cancel': the buyer cancelled a paid order; 'late': the money came after the hold lapsed
  -- and the seats were gone; 'duplicate': a second payment for an order already paid.
  reason text NOT NULL CHECK (reason IN ('cancel', 'late', 'duplicate')),
  provider_refund_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order_idx ON refunds (order_id);

-- Fiscal receipts (54-FZ): one 'income' receipt per payment, one 'income_return' per refund.
CREATE TABLE receipts (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  payment_id bigint NOT NULL REFERENCES payments (id),
  refund_id bigint UNIQUE REFERENCES refunds (id),
  kind text NOT NULL CHECK (kind IN ('income', 'income_return')),
  -- The fiscal provider and its id of the receipt.
  provider text NOT NULL,
  fiscal_id text NOT NULL UNIQUE,
  -- Where the buyer sees the receipt.
  url text NOT NULL,
  total integer NOT NULL CHECK (total >= 0),
  -- Items, VAT rate, payment method and the fiscal attributes, as JSON text.
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'income_return') = (refund_id IS NOT NULL))
);
CREATE UNIQUE INDEX receipts_income_idx ON receipts (payment_id) WHERE kind = 'income';
CREATE INDEX receipts_order_idx ON receipts (order_id);

-- A paid order its buyer cancelled: when (the seats were freed and the tickets voided then).
ALTER TABLE orders ADD COLUMN cancelled_at timestamptz;

-- Payments opened before this migration keep working: orders.payment_token becomes a row.
INSERT INTO payments (order_id, provider, method, token, amount, status, paid_at)
SELECT id, 'sandbox', 'card', payment_token, amount - bonus_pay,
       CASE WHEN status = 'paid' THEN 'paid' ELSE 'pending' END,
       CASE WHEN status = 'paid' THEN coalesce(paid_at, created_at) END
  FROM orders WHERE payment_token IS NOT NULL;
