-- Analyses: what was asked for, what the sample was, how far the sweep has come and what it
-- found. Never a byte of the sample. Portable SQL: the same migration runs on H2 and PostgreSQL.
CREATE TABLE analyses (
    id VARCHAR(64) NOT NULL PRIMARY KEY,
    status VARCHAR(16) NOT NULL,
    -- the instance that measures it, and when that instance last said it still does
    measured_by VARCHAR(128) NOT NULL,
    heartbeat_at TIMESTAMP WITH TIME ZONE NOT NULL,
    -- JSON documents: the validated request, the sample's summary
    request TEXT NOT NULL,
    sample TEXT NOT NULL,
    completed INTEGER NOT NULL,
    total INTEGER NOT NULL,
    -- once succeeded: the sweep's outcome (results, failed configurations, how it ended) and
    -- the notes on it, as JSON documents
    outcome TEXT,
    notes TEXT,
    -- once failed: the problem's type slug and detail
    failure_type VARCHAR(64),
    failure_detail TEXT,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_at TIMESTAMP WITH TIME ZONE
);

CREATE INDEX analyses_status ON analyses (status);

CREATE INDEX analyses_finished_at ON analyses (finished_at);
