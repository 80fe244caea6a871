-- Scans: every topic of a cluster, or those a regular expression matches, each analysed by a
-- job any instance may take. Portable SQL: the same migration runs on H2 and PostgreSQL.
CREATE TABLE scans (
    id VARCHAR(64) NOT NULL PRIMARY KEY,
    status VARCHAR(16) NOT NULL,
    cluster_name VARCHAR(255) NOT NULL,
    -- JSON document: the validated request (topics expression, preset, sampleRecords, objective,
    -- Kafka version)
    request TEXT NOT NULL,
    total INTEGER NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_at TIMESTAMP WITH TIME ZONE
);

CREATE INDEX scans_status ON scans (status);

CREATE INDEX scans_finished_at ON scans (finished_at);

-- One row per topic of a scan: where its job is, the analysis it made, what switching saves
CREATE TABLE scan_topics (
    scan_id VARCHAR(64) NOT NULL REFERENCES scans (id) ON DELETE CASCADE,
    topic VARCHAR(255) NOT NULL,
    status VARCHAR(16) NOT NULL,
    -- the leader replicas' log size when the scan started
    size_bytes BIGINT NOT NULL,
    analysis_id VARCHAR(64),
    -- the instance that took the topic's job last
    taken_by VARCHAR(128),
    -- once succeeded: what the topic stores today against the recommendation, a JSON document
    saving TEXT,
    -- once failed: the problem (type, title, detail), a JSON document
    failure TEXT,
    finished_at TIMESTAMP WITH TIME ZONE,
    PRIMARY KEY (scan_id, topic)
);

-- db-scheduler's executions: a scan's topic jobs, which every instance polls and claims
CREATE TABLE scheduled_tasks (
    task_name VARCHAR(100) NOT NULL,
    task_instance VARCHAR(320) NOT NULL,
    task_data BYTEA,
    execution_time TIMESTAMP WITH TIME ZONE NOT NULL,
    picked BOOLEAN NOT NULL,
    picked_by VARCHAR(128),
    last_success TIMESTAMP WITH TIME ZONE,
    last_failure TIMESTAMP WITH TIME ZONE,
    consecutive_failures INTEGER,
    last_heartbeat TIMESTAMP WITH TIME ZONE,
    version BIGINT NOT NULL,
    priority SMALLINT,
    PRIMARY KEY (task_name, task_instance)
);

CREATE INDEX scheduled_tasks_execution_time ON scheduled_tasks (execution_time);

CREATE INDEX scheduled_tasks_last_heartbeat ON scheduled_tasks (last_heartbeat);
