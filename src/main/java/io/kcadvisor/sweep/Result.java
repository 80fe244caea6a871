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
 * @param compressMBps compression speed on one core as Kafka compresses these batches,
 * uncompressed MB (10^6 bytes) of records per CPU second: the codec's speed and a new
 * stream per batch
 * @param decompressMBps decompression speed on one core as Kafka decompresses these
 * batches, uncompressed MB per CPU second: the codec's speed and a new stream per batch
 * @param compressStreamMicros what opening and closing a new compression stream costs
 * each batch, in CPU microseconds, beyond compressing its bytes
 * @param decompressStreamMicros what opening and closing a new decompression stream costs
 * each batch, in CPU microseconds, beyond decompressing its bytes
 * @param batchLimit what closed most batches, or {@code null} with a fixed number of
 * records per batch
 * @param paretoOptimal whether the advice may recommend it and no other result it may
 * recommend is both smaller and faster to compress; set by the advice
 */
public record Result(@JsonUnwrapped CompressionConfig compression, Integer batchSize, double recordsPerBatch,
		int batches, long uncompressedBytes, long compressedBytes, double ratio, double compressMBps,
		double decompressMBps, double compressStreamMicros, double decompressStreamMicros, BatchLimit batchLimit,
		boolean paretoOptimal) {

	/**
	 * A result whose streams cost nothing beyond the codec's work: uncompressed, or
	 * measured before what streams cost was.
	 */
	public Result(CompressionConfig compression, Integer batchSize, double recordsPerBatch, int batches,
			long uncompressedBytes, long compressedBytes, double ratio, double compressMBps, double decompressMBps,
			BatchLimit batchLimit, boolean paretoOptimal) {
		this(compression, batchSize, recordsPerBatch, batches, uncompressedBytes, compressedBytes, ratio, compressMBps,
				decompressMBps, 0, 0, batchLimit, paretoOptimal);
	}

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
				this.compressedBytes, this.ratio, this.compressMBps, this.decompressMBps, this.compressStreamMicros,
				this.decompressStreamMicros, this.batchLimit, optimal);
	}

	/**
	 * Returns the codec's own compression speed, without a new stream per batch: what the
	 * sweep spends compressing the sample once.
	 * @return uncompressed MB per CPU second
	 */
	public double codecCompressMBps() {
		return codecSpeed(this.compressMBps, this.compressStreamMicros);
	}

	/**
	 * Returns the codec's own decompression speed, without a new stream per batch.
	 * @return uncompressed MB per CPU second
	 */
	public double codecDecompressMBps() {
		return codecSpeed(this.decompressMBps, this.decompressStreamMicros);
	}

	private double codecSpeed(double kafkaMBps, double streamMicros) {
		if (streamMicros == 0) {
			return kafkaMBps;
		}
		double megabytes = recordBytes() / 1e6;
		return megabytes / (megabytes / kafkaMBps - this.batches * streamMicros / 1e6);
	}

	/**
	 * Returns the speed Kafka compresses or decompresses batches at: the codec's own
	 * speed and a new stream per batch.
	 * @param codecMBps the codec's speed, uncompressed MB per CPU second
	 * @param recordBytes the batches' records sections, uncompressed
	 * @param batches how many batches hold them
	 * @param streamMicros what a new stream costs a batch, CPU microseconds
	 * @return uncompressed MB per CPU second
	 */
	public static double kafkaSpeed(double codecMBps, long recordBytes, int batches, double streamMicros) {
		if (!(codecMBps > 0) || streamMicros == 0) {
			return codecMBps;
		}
		double megabytes = recordBytes / 1e6;
		return megabytes / (megabytes / codecMBps + batches * streamMicros / 1e6);
	}

}
