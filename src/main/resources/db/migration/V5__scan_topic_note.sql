-- Why a topic analysed without error has no figures (nothing to recommend, or what it stores
-- today not known), so that its row says so. Portable SQL: runs on H2 and PostgreSQL.
ALTER TABLE scan_topics ADD COLUMN note TEXT;
