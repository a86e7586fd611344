-- A cinema's contacts on its page (decision 479): the box office's phone, as the 11 digits of a
-- Russian number (the page writes it +7 (351) 211-00-64 and dials it), and the opening hours as
-- the cinema writes them. Both optional: a page without them shows neither.
ALTER TABLE cinema_pages ADD COLUMN phone text CHECK (phone ~ '^7[0-9]{10}$');
ALTER TABLE cinema_pages ADD COLUMN hours text CHECK (length(hours) BETWEEN 1 AND 200);
