-- When a browser's sign-in was last proven by a code sent to the phone (decision 449): for a
-- few minutes after, setpass/ takes a new password without the current one (registration and
-- the forgotten password go on to 'Придумайте пароль' at once); after that, or after a password
-- sign-in, it asks for the current password. Null: not proven by a code.
ALTER TABLE web_sessions ADD COLUMN code_proven_at timestamptz;
