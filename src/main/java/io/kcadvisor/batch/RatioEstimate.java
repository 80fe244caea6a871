package io.kcadvisor.batch;

/**
 * The Java producer's estimate of a topic's compression ratio for one codec, kept as
 * Kafka's {@code CompressionRatioEstimator} keeps it. A batch opens with the estimate of
 * the moment, and when it closes, its observed ratio (compressed over uncompressed
 * records section, in float arithmetic) moves the estimate: a batch that compressed worse
 * than estimated raises it at once, by at least {@value #DETERIORATE_STEP}; one that
 * compressed better lowers it by at most {@value #IMPROVING_STEP}. So a long-running
 * producer's estimate does not settle on the mean ratio but climbs above each batch that
 * compresses worse than the rest, then creeps down again: its batches hold fewer records
 * than the mean ratio would give them. Not thread-safe.
 */
public final class RatioEstimate {

	/** Kafka's {@code COMPRESSION_RATIO_DETERIORATE_STEP}. */
	static final float DETERIORATE_STEP = 0.05f;

	/** Kafka's {@code COMPRESSION_RATIO_IMPROVING_STEP}. */
	static final float IMPROVING_STEP = 0.005f;

	private float current;

	/**
	 * Starts an estimate.
	 * @param initial the estimate before any batch closed (a new producer's is 1.0)
	 */
	public RatioEstimate(float initial) {
		this.current = initial;
	}

	/**
	 * Returns the estimate a batch opening now gets.
	 * @return compressed / uncompressed size
	 */
	public float current() {
		return this.current;
	}

	/**
	 * Returns the estimate a long-running producer holds on average for batches of the
	 * given ratio: its estimate climbs {@value #DETERIORATE_STEP} above a batch that
	 * compressed worse than estimated and creeps down again, batch by batch, so over time
	 * it lies anywhere in that range above the batches' ratio, half of it on average.
	 * @param observed the batches' ratio, compressed over uncompressed records section
	 * @return the estimate
	 */
	public static float longRunning(float observed) {
		return observed + DETERIORATE_STEP / 2;
	}

	/**
	 * Returns whether the estimate is near enough to a long-running producer's average
	 * for batches of the observed ratio ({@link #longRunning}): within a quarter of the
	 * range its estimate moves in.
	 * @param observed a batch's ratio, compressed over uncompressed records section
	 * @return whether a producer that has been running could well have opened that batch
	 * with this estimate
	 */
	public boolean holdsFor(float observed) {
		return Math.abs(this.current - longRunning(observed)) <= DETERIORATE_STEP / 4;
	}

	/**
	 * Moves the estimate by a closed batch's ratio.
	 * @param compressedSection the batch's compressed records section, in bytes
	 * @param uncompressedSection its uncompressed records section, in bytes
	 */
	public void observe(int compressedSection, int uncompressedSection) {
		float observed = ratio(compressedSection, uncompressedSection);
		float estimated = this.current;
		if (observed > estimated) {
			this.current = Math.max(estimated + DETERIORATE_STEP, observed);
		}
		else if (observed < estimated) {
			this.current = Math.max(estimated - IMPROVING_STEP, observed);
		}
	}

	private static float ratio(int compressedSection, int uncompressedSection) {
		return (float) compressedSection / uncompressedSection;
	}

}
