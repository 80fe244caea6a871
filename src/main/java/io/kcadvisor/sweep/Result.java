package io.kcadvisor.sweep;

import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecOptions;

/**
 * One configuration measured on the whole sample.
 *
 * @param codec the codec
 * @param level the level, {@code null} for none and snappy
 * @param options the KIP-780 options used
 * @param configurable whether a released Kafka can be configured this way
 * @param batchSize the producer {@code batch.size} modelled, or {@code null} with a fixed
 * number of records per batch
 * @param recordsPerBatch the average number of records per batch
 * @param batches the number of batches the sample made
 * @param uncompressedBytes the batches' bytes without compression, headers included
 * @param compressedBytes the batches' bytes as Kafka stores and sends them
 * @param ratio uncompressedBytes / compressedBytes
 * @param compressMBps compression speed on one core, uncompressed MB (10^6 bytes) per CPU
 * second
 * @param decompressMBps decompression speed on one core, uncompressed MB per CPU second
 * @param lingerLimited whether linger.ms, not batch.size, closed most batches
 * @param paretoOptimal whether no other result is both smaller and faster to compress
 */
public record Result(Codec codec, Integer level, CodecOptions options, boolean configurable, Integer batchSize,
		double recordsPerBatch, int batches, long uncompressedBytes, long compressedBytes, double ratio,
		double compressMBps, double decompressMBps, boolean lingerLimited, boolean paretoOptimal) {

	/**
	 * Returns the bytes of the sample's records as Kafka encodes them: the batches'
	 * uncompressed bytes without their headers.
	 * @return bytes
	 */
	public long recordBytes() {
		return this.uncompressedBytes - (long) RecordBatches.HEADER_SIZE * this.batches;
	}

	/**
	 * Returns this result with its Pareto flag set.
	 * @param optimal whether it is on the frontier
	 * @return the result
	 */
	public Result withParetoOptimal(boolean optimal) {
		return new Result(this.codec, this.level, this.options, this.configurable, this.batchSize, this.recordsPerBatch,
				this.batches, this.uncompressedBytes, this.compressedBytes, this.ratio, this.compressMBps,
				this.decompressMBps, this.lingerLimited, optimal);
	}

}
