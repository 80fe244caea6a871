package io.kcadvisor.codec;

/**
 * The fine-grained options KIP-780 proposed: never accepted, so no Kafka release can set
 * them.
 */
public enum ProposedOption {

	/** The gzip stream's output buffer. */
	GZIP_BUFFER("gzipBuffer", "compression.gzip.buffer", Codec.GZIP, CodecOptions.MIN_GZIP_BUFFER,
			CodecOptions.MAX_GZIP_BUFFER, 8192, "bytes of the gzip stream's buffer"),

	/** The xerial snappy stream's block size. */
	SNAPPY_BLOCK("snappyBlock", "compression.snappy.block", Codec.SNAPPY, CodecOptions.MIN_SNAPPY_BLOCK,
			CodecOptions.MAX_SNAPPY_BLOCK, 32768, "bytes per snappy block"),

	/** The LZ4 frame's block size. */
	LZ4_BLOCK("lz4Block", "compression.lz4.block", Codec.LZ4, CodecOptions.MIN_LZ4_BLOCK, CodecOptions.MAX_LZ4_BLOCK, 4,
			"block size id: 4 = 64 KiB, 5 = 256 KiB, 6 = 1 MiB, 7 = 4 MiB"),

	/** zstd's long mode window. */
	ZSTD_WINDOW_LOG("zstdWindowLog", "compression.zstd.window", Codec.ZSTD, 0, CodecOptions.MAX_ZSTD_WINDOW_LOG, 0,
			"0 = off, or 10 to 22 for long mode with that window log");

	private final String apiName;

	private final String proposedProperty;

	private final Codec codec;

	private final int min;

	private final Integer max;

	private final int kafkaBehaviour;

	private final String meaning;

	ProposedOption(String apiName, String proposedProperty, Codec codec, int min, Integer max, int kafkaBehaviour,
			String meaning) {
		this.apiName = apiName;
		this.proposedProperty = proposedProperty;
		this.codec = codec;
		this.min = min;
		this.max = max;
		this.kafkaBehaviour = kafkaBehaviour;
		this.meaning = meaning;
	}

	public String apiName() {
		return this.apiName;
	}

	public String proposedProperty() {
		return this.proposedProperty;
	}

	public Codec codec() {
		return this.codec;
	}

	public int min() {
		return this.min;
	}

	/**
	 * Returns the largest value.
	 * @return the value, or {@code null} when unbounded
	 */
	public Integer max() {
		return this.max;
	}

	/**
	 * Returns the value matching what Kafka does without the option.
	 * @return the value
	 */
	public int kafkaBehaviour() {
		return this.kafkaBehaviour;
	}

	public String meaning() {
		return this.meaning;
	}

}
