package io.kcadvisor.kafka;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A released Kafka version, of the user's producers and brokers, and the facts of Kafka's
 * releases that the producer model and the advice depend on, each stated here once: what
 * can be configured (lz4 from {@link #LZ4}, zstd from {@link #ZSTD}, compression levels
 * from {@link #LEVELS}, a topic's codec from {@link #TOPIC_COMPRESSION}), how producers
 * batch (the default {@code linger.ms}, 5 from {@link #LINGER_5}; messages without keys
 * to one partition at a time from {@link #STICKY_PARTITIONER}), and which producer,
 * message format and tools a version has.
 * <p>
 * The constants are Apache Kafka's feature releases, oldest first, named as Kafka names
 * them in {@code inter.broker.protocol.version}: before 1.0 with three numbers
 * ({@code 0.10.2}), from 1.0 with two ({@code 3.7}). A patch release ({@code 3.7.1},
 * {@code 0.10.2.1}) is read as its feature release, as patch releases change no default,
 * codec or property the advice depends on; the patch number is not checked, so that a
 * patch released after this list was written is accepted too. Anything else, such as
 * {@code 3.10} or {@code 2.9}, which were never released, is rejected with the nearest
 * releases.
 */
public enum KafkaVersion {

	V0_8_0("0.8.0"), V0_8_1("0.8.1"), V0_8_2("0.8.2"), V0_9_0("0.9.0"), V0_10_0("0.10.0"), V0_10_1("0.10.1"),
	V0_10_2("0.10.2"), V0_11_0("0.11.0"), V1_0("1.0"), V1_1("1.1"), V2_0("2.0"), V2_1("2.1"), V2_2("2.2"), V2_3("2.3"),
	V2_4("2.4"), V2_5("2.5"), V2_6("2.6"), V2_7("2.7"), V2_8("2.8"), V3_0("3.0"), V3_1("3.1"), V3_2("3.2"), V3_3("3.3"),
	V3_4("3.4"), V3_5("3.5"), V3_6("3.6"), V3_7("3.7"), V3_8("3.8"), V3_9("3.9"), V4_0("4.0"), V4_1("4.1"), V4_2("4.2"),
	V4_3("4.3"), V4_4("4.4");

	/** The newest release, the default when no version is given. */
	public static final KafkaVersion NEWEST = V4_4;

	/**
	 * What {@link #parse(String)} accepts, for the OpenAPI document and the pages'
	 * inputs: a released version, with a patch version or without; empty means the
	 * newest, as a browser sends a field left blank.
	 */
	public static final String PATTERN = "^((1\\.[01]|2\\.[0-8]|3\\.[0-9]|4\\.[0-4])(\\.(0|[1-9]\\d{0,2}))?"
			+ "|0\\.(8\\.[0-2]|9\\.0|10\\.[0-2]|11\\.0)(\\.(0|[1-9]\\d{0,2}))?|0\\.(9|11))?$";

	/** The oldest release accepted. */
	public static final KafkaVersion OLDEST = V0_8_0;

	/**
	 * The first version whose Java producer takes {@code compression.type},
	 * {@code batch.size} and {@code linger.ms}, and whose clients and brokers support
	 * lz4. Before it only the Scala producer existed, configured otherwise.
	 */
	public static final KafkaVersion JAVA_PRODUCER = V0_8_2;

	/** The first version whose clients and brokers support lz4. */
	public static final KafkaVersion LZ4 = V0_8_2;

	/**
	 * The first version with a topic {@code compression.type} (and the
	 * {@code kafka-configs} tool): before it brokers keep what producers send, and reject
	 * the property as an unknown topic config.
	 */
	public static final KafkaVersion TOPIC_COMPRESSION = V0_9_0;

	/**
	 * The first version whose partition leaders keep a compressed batch as the producer
	 * compressed it (message format v1, KIP-31): before it, compressed messages carried
	 * absolute offsets, and leaders decompressed every compressed message set and
	 * compressed it again to assign them, whatever the topic's codec.
	 */
	public static final KafkaVersion RELATIVE_OFFSETS = V0_10_0;

	/**
	 * The first version whose brokers say which requests they take (ApiVersions, KIP-35):
	 * librdkafka asks them by default and assumes 0.10.0 where they do not answer, so for
	 * older brokers it needs {@code api.version.request=false} and
	 * {@code broker.version.fallback} set to their version.
	 */
	public static final KafkaVersion API_VERSIONS = V0_10_0;

	/**
	 * The first version whose producers take {@code max.block.ms}: before it,
	 * {@code block.on.buffer.full}, true by default, makes {@code send()} wait for
	 * {@code buffer.memory} without a time limit.
	 */
	public static final KafkaVersion MAX_BLOCK_MS = V0_9_0;

	/** The first version that writes record batches (message format v2). */
	public static final KafkaVersion RECORD_BATCHES = V0_11_0;

	/**
	 * The first version whose producers split a batch the broker refuses as too large
	 * ({@code MESSAGE_TOO_LARGE}) and send its halves again (KIP-126): before it, the
	 * batch's records fail with a {@code RecordTooLargeException}.
	 */
	public static final KafkaVersion SPLITS_TOO_LARGE_BATCHES = V0_11_0;

	/** The first version whose clients and brokers support zstd. */
	public static final KafkaVersion ZSTD = V2_1;

	/**
	 * The first version whose {@code kafka-configs} tool alters topics through the
	 * brokers ({@code --bootstrap-server}) rather than through ZooKeeper: before it, the
	 * tool took {@code --bootstrap-server} for broker configs only.
	 */
	public static final KafkaVersion CONFIGS_THROUGH_BROKERS = V2_5;

	/**
	 * The first version whose producers take {@code delivery.timeout.ms} (KIP-91), which
	 * must be at least {@code linger.ms} + {@code request.timeout.ms}.
	 */
	public static final KafkaVersion DELIVERY_TIMEOUT = V2_1;

	/**
	 * The first version whose producers send messages without keys to one partition at a
	 * time (sticky partitioning, KIP-480), rather than round-robin.
	 */
	public static final KafkaVersion STICKY_PARTITIONER = V2_4;

	/**
	 * The first version whose producers and brokers take compression levels (KIP-390).
	 */
	public static final KafkaVersion LEVELS = V3_8;

	/**
	 * The first version whose producers default to {@code linger.ms} 5 (KIP-1030), and
	 * whose clusters run in KRaft mode only, where {@code inter.broker.protocol.version}
	 * no longer holds zstd back.
	 */
	public static final KafkaVersion LINGER_5 = V4_0;

	/**
	 * The first version whose brokers take batches of up to 1 MiB and the 12 bytes of log
	 * overhead by default ({@code message.max.bytes}, which a topic's
	 * {@code max.message.bytes} defaults to), rather than 1000000 and the 12 bytes.
	 */
	public static final KafkaVersion MAX_MESSAGE_1_MIB = V2_5;

	/**
	 * The first version whose followers fetch a batch larger than their
	 * {@code replica.fetch.max.bytes} rather than stopping at it (KIP-74).
	 */
	public static final KafkaVersion REPLICAS_FETCH_LARGER_BATCHES = V0_10_1;

	/**
	 * The first version whose consumers fetch a batch larger than their fetch size rather
	 * than stopping at it, as a topic's {@code max.message.bytes} documents.
	 */
	public static final KafkaVersion CONSUMERS_FETCH_LARGER_BATCHES = V0_10_2;

	/** The producer's default {@code linger.ms} from 4.0 (KIP-1030). */
	public static final int LINGER_MS_FROM_4_0 = 5;

	/** The bytes of offset and size a broker's log adds to each batch. */
	private static final int LOG_OVERHEAD = 12;

	private final String name;

	KafkaVersion(String name) {
		this.name = name;
	}

	/**
	 * Parses a released version such as {@code 4.1}, {@code 3.7.2}, {@code 0.10.2} or
	 * {@code 0.10.2.1}; a patch is read as its feature release, as the class says.
	 * {@code 0.9} and {@code 0.11} read as 0.9.0 and 0.11.0, the only releases of those
	 * lines.
	 * @param text the version
	 * @return the release
	 * @throws IllegalArgumentException when the text is not a released version, with the
	 * nearest releases
	 */
	@JsonCreator
	public static KafkaVersion parse(String text) {
		return VersionText.parse(text);
	}

	/**
	 * Returns whether producers and brokers of this version take compression levels.
	 * @return {@code true} from 3.8
	 */
	public boolean supportsLevels() {
		return isAtLeast(LEVELS);
	}

	/**
	 * Returns the producer's {@code linger.ms} when none is configured.
	 * @return 5 from 4.0, 0 before
	 */
	public int defaultLingerMs() {
		return isAtLeast(LINGER_5) ? LINGER_MS_FROM_4_0 : 0;
	}

	/**
	 * Returns the largest batch brokers of this version take by default: their
	 * {@code message.max.bytes}, which a topic's {@code max.message.bytes} defaults to.
	 * @return 1048588 from 2.5, 1000012 before
	 */
	public int defaultMaxMessageBytes() {
		return isAtLeast(MAX_MESSAGE_1_MIB) ? 1024 * 1024 + LOG_OVERHEAD : 1_000_000 + LOG_OVERHEAD;
	}

	/**
	 * Returns whether producers of this version send messages without keys to one
	 * partition until a batch's worth has gone there (KIP-480; from 3.3 the built-in
	 * partitioner of KIP-794), rather than round-robin over the partitions.
	 * @return {@code true} from 2.4
	 */
	public boolean stickyPartitioner() {
		return isAtLeast(STICKY_PARTITIONER);
	}

	/**
	 * Returns whether this version is the given one or newer.
	 * @param other the version to compare with
	 * @return {@code true} when this version is at least {@code other}
	 */
	public boolean isAtLeast(KafkaVersion other) {
		return compareTo(other) >= 0;
	}

	@Override
	@JsonValue
	public String toString() {
		return this.name;
	}

}
