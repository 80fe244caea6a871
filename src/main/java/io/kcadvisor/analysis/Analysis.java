package io.kcadvisor.analysis;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.SweepRun;
import java.time.Instant;
import java.util.List;

/**
 * One analysis: a sample, what to sweep on it, and how far it has come. Thread-safe:
 * workers report progress while requests read it. The sample's records are held only
 * until the sweep ends.
 */
public final class Analysis {

	private final String id;

	private final AnalysisRequest request;

	private final SampleSummary sample;

	private final Instant createdAt;

	private volatile RecordSet records;

	private volatile AnalysisStatus status = AnalysisStatus.QUEUED;

	private volatile Progress progress;

	private volatile SweepRun run;

	private volatile SweepOutcome outcome;

	private volatile AnalysisFailure error;

	private volatile List<String> notes = List.of();

	private volatile Instant finishedAt;

	Analysis(String id, AnalysisRequest request, SampleSummary sample, RecordSet records, int total,
			Instant createdAt) {
		this.id = id;
		this.request = request;
		this.sample = sample;
		this.records = records;
		this.progress = new Progress(0, total);
		this.createdAt = createdAt;
	}

	public String id() {
		return this.id;
	}

	public AnalysisRequest request() {
		return this.request;
	}

	public SampleSummary sample() {
		return this.sample;
	}

	public Instant createdAt() {
		return this.createdAt;
	}

	public AnalysisStatus status() {
		return this.status;
	}

	public Progress progress() {
		return this.progress;
	}

	/**
	 * Returns the sweep's outcome.
	 * @return the outcome, or {@code null} until the sweep has ended
	 */
	public SweepOutcome outcome() {
		return this.outcome;
	}

	/**
	 * Returns why the analysis failed.
	 * @return the failure, or {@code null} unless failed
	 */
	public AnalysisFailure error() {
		return this.error;
	}

	/**
	 * Returns what the user should know about the results, such as configurations that
	 * could not be measured.
	 * @return the notes
	 */
	public List<String> notes() {
		return this.notes;
	}

	/**
	 * Returns when the analysis ended.
	 * @return the instant, or {@code null} while it runs
	 */
	public Instant finishedAt() {
		return this.finishedAt;
	}

	RecordSet records() {
		return this.records;
	}

	void progressed(int completed, int total) {
		this.progress = new Progress(completed, total);
	}

	synchronized boolean markRunning(SweepRun run) {
		if (this.status != AnalysisStatus.QUEUED) {
			return false;
		}
		this.run = run;
		this.status = AnalysisStatus.RUNNING;
		return true;
	}

	/**
	 * Cancels the analysis if it has not ended.
	 * @return {@code true} when it was queued or running
	 */
	synchronized boolean cancel(Instant now) {
		if (this.status.isFinal()) {
			return false;
		}
		if (this.run != null) {
			this.run.cancel();
		}
		end(AnalysisStatus.CANCELLED, now);
		return true;
	}

	synchronized void succeed(SweepOutcome outcome, List<String> notes, Instant now) {
		if (!this.status.isFinal()) {
			this.outcome = outcome;
			this.notes = List.copyOf(notes);
			end(AnalysisStatus.SUCCEEDED, now);
		}
	}

	synchronized void fail(AnalysisFailure error, Instant now) {
		if (!this.status.isFinal()) {
			this.error = error;
			end(AnalysisStatus.FAILED, now);
		}
	}

	/**
	 * Ends the analysis, letting go of its sample: its records, and its sweep, which
	 * holds them too.
	 */
	private void end(AnalysisStatus status, Instant now) {
		this.status = status;
		this.finishedAt = now;
		this.records = null;
		this.run = null;
	}

}
