-- The link of the tickets e-mail (docs/decisions/105): a random token, of which only the SHA-256
-- is stored, opens the tickets of one paid order in any browser, read-only. Revoked links keep
-- their row (when and why), so support can tell a buyer what happened to a link.
CREATE TABLE ticket_links (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  -- 'buyer': the buyer revoked it; 'order': the order stopped being paid (refund, cancel).
  revoked_reason text CHECK (revoked_reason IN ('buyer', 'order')),
  CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
);
CREATE INDEX ticket_links_order_idx ON ticket_links (order_id);
