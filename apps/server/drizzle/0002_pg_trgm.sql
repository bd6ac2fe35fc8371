-- Trigram indexes for the influencer list search (ILIKE %text%). PGlite loads the extension
-- in open-database.ts; Debian's PostgreSQL 15 has it in postgresql-contrib (a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
