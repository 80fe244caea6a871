package io.kcadvisor.analysis;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.sweep.FirstAnswer;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.SweepRun;
import java.time.Instant;
import java.util.List;

/**
 * One analysis: a sample, what to sweep on it, and how far it has come. On the instance
 * that measures it, it is the live analysis: thread-safe, as workers report progress
 * while requests read it, and holding the sample's records only until the sweep ends.
 * Read back from the database, it is the analysis as last stored, with no records.
 */
public final class Analysis {

	private final String id;

	private volatile AnalysisRequest request;

	private volatile SampleSummary sample;

	private final Instant createdAt;

	private volatile RecordSet records;

	private volatile SweepRun run;

	private volatile AnalysisState state;

	private final int workers;

	Analysis(String id, AnalysisRequest request, SampleSummary sample, RecordSet records, int total,
			Instant createdAt) {
		this(id, request, sample, createdAt, AnalysisState.queued(total), 0);
		this.records = records;
	}

	private Analysis(String id, AnalysisRequest request, SampleSummary sample, Instant createdAt, AnalysisState state,
			int workers) {
		this.id = id;
		this.request = request;
		this.sample = sample;
		this.createdAt = createdAt;
		this.state = state;
		this.workers = workers;
	}

	/**
	 * Returns a new analysis whose sample is still being read, such as from a topic.
	 * @param id its id
	 * @param request what was asked for, before the sample is known
	 * @param sample what is known of the sample before it is read
	 * @param total the configurations to measure, as far as known
	 * @param createdAt when it was submitted
	 * @param workers the most workers measuring it at once, such as a scan's, or 0 for
	 * every worker
	 * @return the analysis, queued, without records until {@link #sampled} gives them
	 */
	static Analysis reading(String id, AnalysisRequest request, SampleSummary sample, int total, Instant createdAt,
			int workers) {
		return new Analysis(id, request, sample, createdAt, AnalysisState.queued(total), workers);
	}

	/**
	 * Returns an analysis as it was stored.
	 * @param id its id
	 * @param request what was asked for
	 * @param sample what the sample was
	 * @param createdAt when it was submitted
	 * @param state where it was when last stored
	 * @return the analysis, without records
	 */
	static Analysis stored(String id, AnalysisRequest request, SampleSummary sample, Instant createdAt,
			AnalysisState state) {
		return new Analysis(id, request, sample, createdAt, state, 0);
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
		return this.state.status();
	}

	public Progress progress() {
		return this.state.progress();
	}

	/**
	 * Returns the sweep's outcome.
	 * @return the outcome, or {@code null} unless the analysis succeeded
	 */
	public SweepOutcome outcome() {
		return this.state.outcome();
	}

	/**
	 * Returns the sweep's first answer, the quick set measured before the rest, while the
	 * analysis runs: what its preliminary advice ranks.
	 * @return the first answer, or {@code null} unless running and answered first
	 */
	public FirstAnswer firstAnswer() {
		return this.state.firstAnswer();
	}

	/**
	 * Returns why the analysis failed.
	 * @return the failure, or {@code null} unless failed
	 */
	public AnalysisFailure error() {
		return this.state.error();
	}

	/**
	 * Returns what the user should know about the results, such as configurations that
	 * could not be measured.
	 * @return the notes
	 */
	public List<String> notes() {
		return this.state.notes();
	}

	/**
	 * Returns when the analysis ended.
	 * @return the instant, or {@code null} while it runs
	 */
	public Instant finishedAt() {
		return this.state.finishedAt();
	}

	/**
	 * Returns the analysis as it is now, unchanging: what a request reads. A live
	 * analysis moves on while a request reads it, and a request that read its status
	 * while it ran and its results once it had succeeded would show the preliminary
	 * advice as the final one.
	 * @return the analysis now, without records
	 */
	public synchronized Analysis snapshot() {
		return new Analysis(this.id, this.request, this.sample, this.createdAt, this.state, this.workers);
	}

	/**
	 * Returns the most workers that may measure this analysis at once.
	 * @return workers, or 0 for as many as the pool has
	 */
	int workers() {
		return this.workers;
	}

	AnalysisState state() {
		return this.state;
	}

	RecordSet records() {
		return this.records;
	}

	/**
	 * Gives an analysis created {@link #reading} its sample, unless it has ended.
	 * @param applied the request as it applies to the sample
	 * @param summary what the sample is
	 * @param sampleRecords the sample's records
	 * @return {@code false} when it had ended, cancelled while its sample was read
	 */
	synchronized boolean sampled(AnalysisRequest applied, SampleSummary summary, RecordSet sampleRecords) {
		if (this.state.status().isFinal()) {
			return false;
		}
		this.request = applied;
		this.sample = summary;
		this.records = sampleRecords;
		this.state = this.state.withProgress(new Progress(0, applied.sweep().tasks().size()));
		return true;
	}

	synchronized void progressed(int completed, int total) {
		if (!this.state.status().isFinal()) {
			this.state = this.state.withProgress(new Progress(completed, total));
		}
	}

	synchronized void answeredFirst(FirstAnswer answer) {
		if (this.state.status() == AnalysisStatus.RUNNING) {
			this.state = this.state.withFirstAnswer(answer);
		}
	}

	synchronized boolean markRunning(SweepRun run) {
		if (this.state.status() != AnalysisStatus.QUEUED) {
			return false;
		}
		this.run = run;
		this.state = this.state.running();
		return true;
	}

	/**
	 * Cancels the analysis if it has not ended.
	 * @return {@code true} when it was queued or running
	 */
	synchronized boolean cancel(Instant now) {
		if (this.state.status().isFinal()) {
			return false;
		}
		if (this.run != null) {
			this.run.cancel();
		}
		end(this.state.cancelled(now));
		return true;
	}

	synchronized void succeed(SweepOutcome outcome, List<String> notes, Instant now) {
		if (!this.state.status().isFinal()) {
			end(this.state.succeeded(outcome, notes, now));
		}
	}

	synchronized void fail(AnalysisFailure error, Instant now) {
		if (!this.state.status().isFinal()) {
			end(this.state.failed(error, now));
		}
	}

	/**
	 * Ends the analysis, letting go of its sample: its records, and its sweep, which
	 * holds them too.
	 */
	private void end(AnalysisState ended) {
		this.state = ended;
		this.records = null;
		this.run = null;
	}

}
