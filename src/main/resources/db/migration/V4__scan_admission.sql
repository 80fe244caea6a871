-- The one row that starting a scan locks (SELECT ... FOR UPDATE) in the transaction that counts
-- the unfinished scans and inserts the new one: instances starting scans at once count one after
-- the other, each seeing the scans the others admitted, so that advisor.scan.max-concurrent holds
-- over every instance sharing the database. Portable SQL: runs on H2 and PostgreSQL.
CREATE TABLE scan_admission (
    id INTEGER NOT NULL PRIMARY KEY
);

INSERT INTO scan_admission (id) VALUES (1);
