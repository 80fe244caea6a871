package io.kcadvisor.analysis;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sweep.Workload;
import java.util.List;

/**
 * An analysis whose sample is being read, such as from a topic, holding the memory set
 * aside for it until closed. Its reader checks {@link #stopped()} as it reads, and ends
 * with {@link #complete} or {@link #fail}, once.
 */
public final class PendingSample implements AutoCloseable {

	private final Analysis analysis;

	private final Reservation reservation;

	private final String client;

	private final AnalysisService service;

	PendingSample(Analysis analysis, Reservation reservation, String client, AnalysisService service) {
		this.analysis = analysis;
		this.reservation = reservation;
		this.client = client;
		this.service = service;
	}

	/**
	 * Returns the analysis, queued while its sample is read.
	 * @return the analysis
	 */
	public Analysis analysis() {
		return this.analysis;
	}

	/**
	 * Returns whether the analysis has ended, cancelled or failed, so that reading should
	 * stop.
	 * @return {@code true} once it has ended
	 */
	public boolean stopped() {
		return this.analysis.status().isFinal();
	}

	/**
	 * Hands the sample to the analysis, which is then measured like an upload's, unless
	 * it was cancelled meanwhile; fails it when the service cannot take it now.
	 * @param sample the sample read
	 * @param workload the workload its source suggests, for what the user left unset
	 * @param notes what to know about how the sample was read
	 */
	public void complete(Sample sample, Workload workload, List<String> notes) {
		this.reservation.close();
		this.service.sampled(this.analysis, sample, workload, notes, this.client);
	}

	/**
	 * Fails the analysis, unless it has ended.
	 * @param problem why the sample could not be read
	 */
	public void fail(ProblemException problem) {
		this.service.failed(this.analysis, new AnalysisFailure(problem.type(), problem.getMessage()));
	}

	/**
	 * Lets go of the memory held for reading.
	 */
	@Override
	public void close() {
		this.reservation.close();
	}

}
