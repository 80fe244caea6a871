-- While an analysis runs: the sweep's first answer (the quick set's results and the part of the
-- sample they were measured on), as a JSON document, so that every instance serves its
-- preliminary ranking. Never a byte of the sample.
ALTER TABLE analyses ADD COLUMN first_answer TEXT;
