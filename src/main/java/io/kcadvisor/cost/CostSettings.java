package io.kcadvisor.cost;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the CPU cost model, to bind under {@code advisor.cost}: the coefficients of
 * every {@link Role}, each finite and not negative ({@link #coefficients()} refuses
 * others). The defaults are those {@code bench/calibrate} fitted on the advisor's
 * reference machine (docs/methodology.md); an operator who runs it on their own hardware
 * sets what it prints. Nanoseconds are CPU nanoseconds; a codec's factor is its CPU in
 * that role over the CPU the advisor measured for it.
 *
 * @param producer the producer's
 * @param leader the partition leader's
 * @param recompression the leader's extra work when the topic's codec differs from the
 * producer's
 * @param follower one follower's
 * @param fetch the leader's for serving one consumer group
 * @param consumer one consumer group's
 */
@ConfigurationProperties("advisor.cost")
public record CostSettings(@DefaultValue Producer producer, @DefaultValue Leader leader,
		@DefaultValue Recompression recompression, @DefaultValue Follower follower, @DefaultValue Fetch fetch,
		@DefaultValue Consumer consumer) {

	/**
	 * Returns the settings with every default.
	 * @return the defaults
	 */
	public static CostSettings defaults() {
		return new Binder().bindOrCreate("advisor.cost", CostSettings.class);
	}

	/**
	 * Returns the coefficients these settings give the model.
	 * @return the coefficients
	 */
	public CostCoefficients coefficients() {
		return new CostCoefficients(this.producer.coefficients(), this.leader.coefficients(),
				this.recompression.coefficients(), this.follower.coefficients(), this.fetch.coefficients(),
				this.consumer.coefficients());
	}

	/**
	 * What the producer spends: building records into batches, closing and checksumming
	 * batches, sending them, and compressing.
	 *
	 * @param nanosPerRecord per record sent
	 * @param nanosPerBatch per batch sent
	 * @param nanosPerByte per byte of batches sent
	 * @param nanosPerRawByte per byte of uncompressed records sections built
	 * @param gzipFactor gzip's compression CPU over the advisor's
	 * @param snappyFactor snappy's compression CPU over the advisor's
	 * @param lz4Factor lz4's compression CPU over the advisor's
	 * @param zstdFactor zstd's compression CPU over the advisor's
	 */
	public record Producer(@DefaultValue("438") double nanosPerRecord, @DefaultValue("41700") double nanosPerBatch,
			@DefaultValue("0.455") double nanosPerByte, @DefaultValue("0.646") double nanosPerRawByte,
			@DefaultValue("1.05") double gzipFactor, @DefaultValue("1.08") double snappyFactor,
			@DefaultValue("1.16") double lz4Factor, @DefaultValue("1.17") double zstdFactor) {

		Coefficients coefficients() {
			return new Coefficients(this.nanosPerRecord, this.nanosPerBatch, this.nanosPerByte, this.nanosPerRawByte,
					new CodecFactors(this.gzipFactor, this.snappyFactor, this.lz4Factor, this.zstdFactor));
		}

	}

	/**
	 * What the partition leader spends on what it receives: reading requests, checking
	 * checksums, validating every record (decompressing compressed batches) and writing
	 * its log.
	 *
	 * @param nanosPerRecord per record validated
	 * @param nanosPerBatch per batch appended
	 * @param nanosPerByte per byte of batches received and written
	 * @param gzipFactor gzip's decompression CPU over the advisor's
	 * @param snappyFactor snappy's decompression CPU over the advisor's
	 * @param lz4Factor lz4's decompression CPU over the advisor's
	 * @param zstdFactor zstd's decompression CPU over the advisor's
	 */
	public record Leader(@DefaultValue("24.1") double nanosPerRecord, @DefaultValue("71000") double nanosPerBatch,
			@DefaultValue("0.862") double nanosPerByte, @DefaultValue("1.63") double gzipFactor,
			@DefaultValue("1.35") double snappyFactor, @DefaultValue("2.11") double lz4Factor,
			@DefaultValue("2.29") double zstdFactor) {

		Coefficients coefficients() {
			return new Coefficients(this.nanosPerRecord, this.nanosPerBatch, this.nanosPerByte, 0,
					new CodecFactors(this.gzipFactor, this.snappyFactor, this.lz4Factor, this.zstdFactor));
		}

	}

	/**
	 * What the leader spends more when it recompresses: building new batches from the
	 * validated records with the topic's codec.
	 *
	 * @param nanosPerRecord per record rebuilt
	 * @param gzipFactor gzip's compression CPU over the advisor's
	 * @param snappyFactor snappy's compression CPU over the advisor's
	 * @param lz4Factor lz4's compression CPU over the advisor's
	 * @param zstdFactor zstd's compression CPU over the advisor's
	 */
	public record Recompression(@DefaultValue("0") double nanosPerRecord, @DefaultValue("1.19") double gzipFactor,
			@DefaultValue("1.29") double snappyFactor, @DefaultValue("1.44") double lz4Factor,
			@DefaultValue("1.75") double zstdFactor) {

		Coefficients coefficients() {
			return new Coefficients(this.nanosPerRecord, 0, 0, 0,
					new CodecFactors(this.gzipFactor, this.snappyFactor, this.lz4Factor, this.zstdFactor));
		}

	}

	/**
	 * What one follower costs the brokers: the leader answering its fetches, and the
	 * follower checking and writing the batches.
	 *
	 * @param nanosPerBatch per batch replicated
	 * @param nanosPerByte per byte of batches replicated
	 */
	public record Follower(@DefaultValue("102000") double nanosPerBatch, @DefaultValue("2.27") double nanosPerByte) {

		Coefficients coefficients() {
			return new Coefficients(0, this.nanosPerBatch, this.nanosPerByte, 0, CodecFactors.ZERO);
		}

	}

	/**
	 * What serving one consumer group costs the leader: its fetches, answered from the
	 * log without copying the batches into the broker.
	 *
	 * @param nanosPerBatch per batch served
	 * @param nanosPerByte per byte of batches served
	 */
	public record Fetch(@DefaultValue("811") double nanosPerBatch, @DefaultValue("0.467") double nanosPerByte) {

		Coefficients coefficients() {
			return new Coefficients(0, this.nanosPerBatch, this.nanosPerByte, 0, CodecFactors.ZERO);
		}

	}

	/**
	 * What one consumer group spends: fetching, checking checksums, decompressing and
	 * reading every record.
	 *
	 * @param nanosPerRecord per record read
	 * @param nanosPerBatch per batch read
	 * @param nanosPerByte per byte of batches fetched
	 * @param nanosPerRawByte per byte of uncompressed records sections read
	 * @param gzipFactor gzip's decompression CPU over the advisor's
	 * @param snappyFactor snappy's decompression CPU over the advisor's
	 * @param lz4Factor lz4's decompression CPU over the advisor's
	 * @param zstdFactor zstd's decompression CPU over the advisor's
	 */
	public record Consumer(@DefaultValue("68.4") double nanosPerRecord, @DefaultValue("273") double nanosPerBatch,
			@DefaultValue("0.511") double nanosPerByte, @DefaultValue("0.29") double nanosPerRawByte,
			@DefaultValue("1.35") double gzipFactor, @DefaultValue("1.37") double snappyFactor,
			@DefaultValue("1.65") double lz4Factor, @DefaultValue("1.46") double zstdFactor) {

		Coefficients coefficients() {
			return new Coefficients(this.nanosPerRecord, this.nanosPerBatch, this.nanosPerByte, this.nanosPerRawByte,
					new CodecFactors(this.gzipFactor, this.snappyFactor, this.lz4Factor, this.zstdFactor));
		}

	}

}
