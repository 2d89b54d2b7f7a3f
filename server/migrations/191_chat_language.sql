-- The language a live chat was opened in (the app's Language when it asked for the chat link): the chat page and
-- the support agent's texts read in it, like the other texts a player reads (161_content_languages.sql).
ALTER TABLE chat_tickets ADD COLUMN language text NOT NULL DEFAULT 'EN';
