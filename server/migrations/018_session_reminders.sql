-- Session reminders (decision 453): a paid order with a phone gets one SMS before its session.
-- reminded_at is when the reminder was taken for sending (set before the SMS leaves, so a
-- reminder is sent at most once, by one node).
ALTER TABLE orders ADD COLUMN reminded_at timestamptz;
-- The reminder run looks at the sessions of the next hours and their paid orders with a phone.
CREATE INDEX sessions_starts_at_idx ON sessions (starts_at);
CREATE INDEX orders_session_paid_phone_idx ON orders (session_id)
  WHERE status = 'paid' AND phone IS NOT NULL;
-- An account can turn the reminders off in its profile ('Напоминать о сеансах в SMS').
ALTER TABLE users ADD COLUMN sms_remind boolean NOT NULL DEFAULT true;
