package io.kcadvisor.codec;

import com.fasterxml.jackson.annotation.JsonValue;
import io.kcadvisor.kafka.KafkaVersion;
import java.util.Locale;

/**
 * The compression codecs a Kafka producer can use, with the level range and defaults
 * Kafka's {@code CompressionType} gives them.
 */
public enum Codec {

	/** No compression. */
	NONE(0, null, null, null, null, KafkaVersion.OLDEST),

	/** gzip (deflate in a gzip member); Kafka's default level -1 is zlib's 6. */
	GZIP(1, 1, 9, 6, "compression.gzip.level", KafkaVersion.OLDEST),

	/** xerial snappy stream framing; snappy has no level. */
	SNAPPY(2, null, null, null, null, KafkaVersion.OLDEST),

	/**
	 * LZ4 frames written by Kafka's own block stream; level 9 uses lz4's fast compressor.
	 */
	LZ4(3, 1, 17, 9, "compression.lz4.level", KafkaVersion.LZ4),

	/** Zstandard; Kafka accepts -131072 to 22. */
	ZSTD(4, -131072, 22, 3, "compression.zstd.level", KafkaVersion.ZSTD);

	/** The highest lz4 level whose bytes differ from the level below. */
	private static final int LZ4_HIGHEST_DISTINCT = 12;

	private final int id;

	private final Integer minLevel;

	private final Integer maxLevel;

	private final Integer defaultLevel;

	private final String levelProperty;

	private final KafkaVersion sinceKafka;

	Codec(int id, Integer minLevel, Integer maxLevel, Integer defaultLevel, String levelProperty,
			KafkaVersion sinceKafka) {
		this.id = id;
		this.minLevel = minLevel;
		this.maxLevel = maxLevel;
		this.defaultLevel = defaultLevel;
		this.levelProperty = levelProperty;
		this.sinceKafka = sinceKafka;
	}

	/**
	 * Returns the codec's id in bits 0-2 of a record batch's attributes.
	 * @return the attribute id
	 */
	public int id() {
		return this.id;
	}

	/**
	 * Returns the value of {@code compression.type} for this codec.
	 * @return the lower-case Kafka name, for example {@code zstd}
	 */
	@JsonValue
	public String kafkaName() {
		return name().toLowerCase(Locale.ROOT);
	}

	/**
	 * Returns whether the codec takes a compression level.
	 * @return {@code true} for gzip, lz4 and zstd
	 */
	public boolean hasLevel() {
		return this.defaultLevel != null;
	}

	/**
	 * Returns the lowest level Kafka accepts.
	 * @return the level, or {@code null} when the codec has none
	 */
	public Integer minLevel() {
		return this.minLevel;
	}

	/**
	 * Returns the highest level Kafka accepts.
	 * @return the level, or {@code null} when the codec has none
	 */
	public Integer maxLevel() {
		return this.maxLevel;
	}

	/**
	 * Returns the level Kafka uses when none is configured.
	 * @return the level, or {@code null} when the codec has none
	 */
	public Integer defaultLevel() {
		return this.defaultLevel;
	}

	/**
	 * Returns the producer and topic property that sets the level (Kafka 3.8+).
	 * @return the property name, or {@code null} when the codec has no level
	 */
	public String levelProperty() {
		return this.levelProperty;
	}

	/**
	 * Returns the first Kafka version whose clients and brokers support the codec.
	 * @return a version such as 2.1
	 */
	public KafkaVersion sinceKafka() {
		return this.sinceKafka;
	}

	/**
	 * Returns the lowest level that compresses exactly as a level does. Kafka hands lz4
	 * levels other than 9 to lz4-java's high-compression compressor, which calls liblz4:
	 * liblz4 caps its levels at {@value #LZ4_HIGHEST_DISTINCT}
	 * ({@code LZ4HC_CLEVEL_MAX}), so 13 to 17 give the bytes of 12, and it gives levels 1
	 * and 2 the same parameters. Every other level of every codec is its own.
	 * @param level a level the codec accepts
	 * @return the level whose bytes it gives
	 */
	public int sameBytesAs(int level) {
		if (this != LZ4) {
			return level;
		}
		return (level == 2) ? 1 : Math.min(level, LZ4_HIGHEST_DISTINCT);
	}

	/**
	 * Returns whether the level is one Kafka accepts for this codec.
	 * @param level the level to check
	 * @return {@code true} when the level is in range
	 */
	public boolean acceptsLevel(int level) {
		return hasLevel() && level >= this.minLevel && level <= this.maxLevel;
	}

	/**
	 * Returns the codec for a Kafka name.
	 * @param name a name such as {@code gzip}, in any case
	 * @return the codec
	 * @throws IllegalArgumentException when no codec has that name
	 */
	public static Codec fromKafkaName(String name) {
		for (Codec codec : values()) {
			if (codec.kafkaName().equalsIgnoreCase(name.trim())) {
				return codec;
			}
		}
		throw new IllegalArgumentException("unknown codec '" + name + "'; accepted: none, gzip, snappy, lz4, zstd");
	}

}
