package io.kcadvisor.sweep;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecOptions;
import io.kcadvisor.codec.CompressionConfig;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * One configuration measured on the whole sample.
 *
 * @param compression the codec, level and options measured, whose fields a result shows
 * as its own
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
 * @param batchLimit what closed most batches, or {@code null} with a fixed number of
 * records per batch
 * @param paretoOptimal whether the advice may recommend it and no other result it may
 * recommend is both smaller and faster to compress; set by the advice
 */
public record Result(@JsonUnwrapped CompressionConfig compression, Integer batchSize, double recordsPerBatch,
		int batches, long uncompressedBytes, long compressedBytes, double ratio, double compressMBps,
		double decompressMBps, BatchLimit batchLimit, boolean paretoOptimal) {

	/**
	 * Returns whether the message rate, not {@code batch.size}, closed most batches:
	 * {@code linger.ms} sent them, or a request as soon as it could carry them.
	 * @return whether {@link #batchLimit()} is {@link BatchLimit#LINGER} or
	 * {@link BatchLimit#IN_FLIGHT}
	 */
	@JsonProperty
	@Schema(description = "whether the message rate, not batch.size, closed most batches: linger.ms sent them, "
			+ "or a request as soon as it could carry them (batchLimit linger or inFlight)")
	public boolean lingerLimited() {
		return this.batchLimit == BatchLimit.LINGER || this.batchLimit == BatchLimit.IN_FLIGHT;
	}

	/**
	 * Returns the codec.
	 * @return the codec
	 */
	public Codec codec() {
		return this.compression.codec();
	}

	/**
	 * Returns the level.
	 * @return the level, {@code null} for none and snappy
	 */
	public Integer level() {
		return this.compression.level();
	}

	/**
	 * Returns the KIP-780 options used.
	 * @return the options, {@link CodecOptions#NONE} for Kafka's own framing
	 */
	public CodecOptions options() {
		return this.compression.options();
	}

	/**
	 * Returns whether a released Kafka can be configured this way.
	 * @return {@code true} when no KIP-780 option is used
	 */
	public boolean configurable() {
		return this.compression.configurable();
	}

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
		return new Result(this.compression, this.batchSize, this.recordsPerBatch, this.batches, this.uncompressedBytes,
				this.compressedBytes, this.ratio, this.compressMBps, this.decompressMBps, this.batchLimit, optimal);
	}

}
