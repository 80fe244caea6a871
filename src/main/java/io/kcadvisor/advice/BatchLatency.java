package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;

/**
 * How long a record waits in the producer at the user's workload: for its batch to close,
 * then for the batch to be compressed.
 * <p>
 * A batch collects {@code n = recordsPerBatch} records arriving at {@code λ} records per
 * second ({@link io.kcadvisor.sweep.Workload#recordsPerSecondPerBatch(boolean)}): its
 * first record opens it, and its last arrives {@code span = (n − 1) / λ} seconds later,
 * the records spread evenly in between, so that they arrive on average {@code span / 2}
 * after the first. A batch that {@code batch.size} fills closes with its last record; a
 * linger-limited one closes {@code linger.ms} after its first record, or with its last
 * when that comes later. Then the whole batch is compressed, at the measured speed: <pre>
 * lingerLatencyMs = 1000 × (close − span / 2) + 1000 × rawBytesPerBatch / (compressMBps × 10^6)
 * close = max(linger.ms / 1000, span) when linger-limited, span otherwise
 * </pre> with {@code rawBytesPerBatch = (uncompressedBytes − 61 × batches) / batches},
 * and no compression time for {@code none}. The time to send the batch and for the broker
 * to answer is left out: it is the same for every result.
 */
final class BatchLatency {

	private static final double MS_PER_SECOND = 1000;

	private static final double BYTES_PER_MB = 1e6;

	private BatchLatency() {
	}

	/**
	 * Returns the average time a record waits for its batch to close, plus the time to
	 * compress that batch.
	 * @param result the result whose batches the records make
	 * @param codec the codec the batches are compressed with: the result's, or
	 * {@code none} for the same batches uncompressed
	 * @param request the request, with a message rate
	 * @return milliseconds
	 */
	static double lingerLatencyMs(Result result, Codec codec, AdviceRequest request) {
		double rate = request.workload().recordsPerSecondPerBatch(request.modelledVersion().stickyPartitioner());
		double span = (result.recordsPerBatch() - 1) / rate;
		double close = result.lingerLimited() ? Math.max(request.modelledLingerMs() / MS_PER_SECOND, span) : span;
		double compress = (codec != Codec.NONE)
				? (double) result.recordBytes() / result.batches() / (result.compressMBps() * BYTES_PER_MB) : 0;
		return MS_PER_SECOND * (close - span / 2 + compress);
	}

}
