package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;

/**
 * How long a record waits in the producer at the user's workload: for its batch to close,
 * then for the batch to be compressed.
 * <p>
 * A batch that {@code batch.size} fills collects {@code n = recordsPerBatch} records
 * arriving at {@code λ} records per second
 * ({@link Workload#recordsPerSecondPerBatch(boolean)}): its first record opens it, and
 * its last arrives {@code span = (n − 1) / λ} seconds later and closes it, the records
 * spread evenly in between, so that they arrive on average {@code span / 2} after the
 * first. Linger-limited batches close when the producer sends them, with the batches of
 * every other partition, at the end of a send's window ({@link Workload#windowRecords}):
 * its {@code n} records arrive over {@code span = (n − 1) / r} at the producer's rate
 * {@code r}, whichever partition each goes to, and the send comes {@code linger.ms} after
 * the first, or with the last when that comes later. Then the whole batch is compressed,
 * at the measured speed: <pre>
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
		Workload workload = request.workload();
		double span;
		double close;
		if (result.lingerLimited()) {
			// a send takes the records of every partition that arrived within its window
			double rate = workload.messagesPerSecond() / workload.producers();
			span = (workload.windowRecords(request.modelledLingerMs()) - 1) / rate;
			close = Math.max(request.modelledLingerMs() / MS_PER_SECOND, span);
		}
		else {
			span = (result.recordsPerBatch() - 1)
					/ workload.recordsPerSecondPerBatch(request.modelledVersion().stickyPartitioner());
			close = span;
		}
		double compress = (codec != Codec.NONE)
				? (double) result.recordBytes() / result.batches() / (result.compressMBps() * BYTES_PER_MB) : 0;
		return MS_PER_SECOND * (close - span / 2 + compress);
	}

}
