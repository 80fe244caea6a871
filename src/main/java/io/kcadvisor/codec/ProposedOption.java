package io.kcadvisor.codec;

import java.util.function.LongFunction;

/**
 * The fine-grained options KIP-780 proposed: never accepted, so no Kafka release can set
 * them. Each defines, once, its name in results, its range, the value that frames as
 * Kafka does without it, and how a value reads; {@link CodecOptions} holds the values,
 * and the compressors, the sweep and the pages take everything else from here.
 */
public enum ProposedOption {

	/**
	 * The gzip stream's output buffer, up to 16 MiB: beyond it only memory grows.
	 */
	GZIP_BUFFER("gzipBuffer", "compression.gzip.buffer", Codec.GZIP, 512, 16 * 1024 * 1024, 8 * 1024,
			"bytes of the gzip stream's buffer") {

		@Override
		public String describe(int value, LongFunction<String> bytes) {
			return "gzip buffer " + bytes.apply(value);
		}

	},

	/**
	 * The xerial snappy stream's block size, up to 16 MiB: larger than any batch a
	 * producer sends.
	 */
	SNAPPY_BLOCK("snappyBlock", "compression.snappy.block", Codec.SNAPPY, 1024, 16 * 1024 * 1024, 32 * 1024,
			"bytes per snappy block") {

		@Override
		public String describe(int value, LongFunction<String> bytes) {
			return "snappy block " + bytes.apply(value);
		}

	},

	/** The LZ4 frame's block size, as the id the frame descriptor holds. */
	LZ4_BLOCK("lz4Block", "compression.lz4.block", Codec.LZ4, Lz4Frame.MIN_BLOCK_ID, Lz4Frame.MAX_BLOCK_ID, 4,
			"block size id: 4 = 64 KiB, 5 = 256 KiB, 6 = 1 MiB, 7 = 4 MiB") {

		@Override
		public String describe(int value, LongFunction<String> bytes) {
			return "lz4 block " + bytes.apply(Lz4Frame.blockBytes(value));
		}

	},

	/** zstd's long mode window, 0 for long mode off. */
	ZSTD_WINDOW_LOG("zstdWindowLog", "compression.zstd.window", Codec.ZSTD, 10, 22, 0,
			"0 = off, or 10 to 22 for long mode with that window log") {

		@Override
		public String describe(int value, LongFunction<String> bytes) {
			return (value == kafkaBehaviour()) ? "zstd long mode off" : "zstd window 2^" + value;
		}

	};

	private final String apiName;

	private final String proposedProperty;

	private final Codec codec;

	private final int lowest;

	private final int highest;

	private final int kafkaBehaviour;

	private final String meaning;

	ProposedOption(String apiName, String proposedProperty, Codec codec, int lowest, int highest, int kafkaBehaviour,
			String meaning) {
		this.apiName = apiName;
		this.proposedProperty = proposedProperty;
		this.codec = codec;
		this.lowest = lowest;
		this.highest = highest;
		this.kafkaBehaviour = kafkaBehaviour;
		this.meaning = meaning;
	}

	/**
	 * Returns the option's name in results, a field of {@link CodecOptions}.
	 * @return for example {@code gzipBuffer}
	 */
	public String apiName() {
		return this.apiName;
	}

	/**
	 * Returns the producer and topic property KIP-780 proposed for it.
	 * @return for example {@code compression.gzip.buffer}
	 */
	public String proposedProperty() {
		return this.proposedProperty;
	}

	/**
	 * Returns the codec whose framing the option tunes.
	 * @return the codec
	 */
	public Codec codec() {
		return this.codec;
	}

	/**
	 * Returns the smallest value accepted.
	 * @return the value
	 */
	public int min() {
		return Math.min(this.lowest, this.kafkaBehaviour);
	}

	/**
	 * Returns the smallest value that changes the framing, the start of the range that
	 * may be swept.
	 * @return the value, equal to {@link #min()} unless Kafka's behaviour lies below it
	 */
	public int lowest() {
		return this.lowest;
	}

	/**
	 * Returns the largest value accepted.
	 * @return the value
	 */
	public int max() {
		return Math.max(this.highest, this.kafkaBehaviour);
	}

	/**
	 * Returns the value that frames as Kafka does without the option.
	 * @return the value
	 */
	public int kafkaBehaviour() {
		return this.kafkaBehaviour;
	}

	/**
	 * Returns what a value of the option means.
	 * @return the text
	 */
	public String meaning() {
		return this.meaning;
	}

	/**
	 * Returns whether a value is accepted: Kafka's behaviour, or within the range.
	 * @param value the value
	 * @return {@code true} when the option may take it
	 */
	public boolean accepts(int value) {
		return value == this.kafkaBehaviour || (value >= this.lowest && value <= this.highest);
	}

	/**
	 * Checks a value of the option.
	 * @param value the value, {@code null} when not set
	 * @throws IllegalArgumentException when it is not accepted
	 */
	void check(Integer value) {
		if (value != null && !accepts(value)) {
			boolean apart = this.kafkaBehaviour < this.lowest || this.kafkaBehaviour > this.highest;
			throw new IllegalArgumentException(this.apiName + " must be " + (apart ? this.kafkaBehaviour + " or " : "")
					+ this.lowest + " to " + this.highest);
		}
	}

	/**
	 * Returns how a value reads, for example {@code lz4 block 1 MiB}.
	 * @param value the value
	 * @param bytes how a number of bytes reads
	 * @return the text
	 */
	public abstract String describe(int value, LongFunction<String> bytes);

}
