-- Walk fixes of decision 448. Plain SQL for PGlite and PostgreSQL. Numbered 017: 016 is taken
-- by work under way elsewhere (a version is the number alone, so two 016s would clash).

-- A vacancy application needs only its contacts (spec section 5, Vacancy: contacts required):
-- the birthday may be left out. The name stays NOT NULL and is '' when not given.
ALTER TABLE vacancy_applications ALTER COLUMN birthday DROP NOT NULL;

-- An e-mail belongs to one account whatever its letter case: user/edit/ and the card
-- activation look an address up by lower(email). Not UNIQUE: accounts saved before this check
-- may already share an address, and a unique index could not be built over them; the services
-- serialise the check with an advisory lock on the address instead.
CREATE INDEX users_email_lower_idx ON users (lower(email)) WHERE email <> '';
