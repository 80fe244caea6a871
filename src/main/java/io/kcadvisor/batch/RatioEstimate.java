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
	 * Moves the estimate by a closed batch's ratio.
	 * @param compressedSection the batch's compressed records section, in bytes
	 * @param uncompressedSection its uncompressed records section, in bytes
	 * @return whether the batch compressed no better than estimated, which is when the
	 * estimate has stopped falling towards the batches' ratios
	 */
	public boolean observe(int compressedSection, int uncompressedSection) {
		float observed = (float) compressedSection / uncompressedSection;
		float estimated = this.current;
		if (observed > estimated) {
			this.current = Math.max(estimated + DETERIORATE_STEP, observed);
		}
		else if (observed < estimated) {
			this.current = Math.max(estimated - IMPROVING_STEP, observed);
		}
		return observed >= estimated;
	}

}
