package io.kcadvisor.kafka;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Kafka version, of the user's producers and brokers, and the facts of Kafka's releases
 * that the producer model and the advice depend on, each stated here once: what can be
 * configured (zstd from {@link #ZSTD}, compression levels from {@link #LEVELS}), how
 * producers batch (the default {@code linger.ms}, 5 from {@link #LINGER_5}; messages
 * without keys to one partition at a time from {@link #STICKY_PARTITIONER}), and which
 * message format and tools a version has.
 *
 * @param major the major version
 * @param minor the minor version
 */
public record KafkaVersion(int major, int minor) implements Comparable<KafkaVersion> {

	/** The newest version, the one of the kafka-clients this project is tested with. */
	public static final KafkaVersion NEWEST = new KafkaVersion(4, 2);

	/** The oldest version accepted. */
	public static final KafkaVersion OLDEST = new KafkaVersion(0, 8);

	/**
	 * The first version whose producers and brokers take compression levels (KIP-390).
	 */
	public static final KafkaVersion LEVELS = new KafkaVersion(3, 8);

	/** The first version whose clients and brokers support zstd. */
	public static final KafkaVersion ZSTD = new KafkaVersion(2, 1);

	/**
	 * The first version whose producers send messages without keys to one partition at a
	 * time (sticky partitioning, KIP-480), rather than round-robin.
	 */
	public static final KafkaVersion STICKY_PARTITIONER = new KafkaVersion(2, 4);

	/** The first version whose producers default to {@code linger.ms} 5. */
	public static final KafkaVersion LINGER_5 = new KafkaVersion(4, 0);

	/** The producer's default {@code linger.ms} from 4.0 (KIP-1030). */
	public static final int LINGER_MS_FROM_4_0 = 5;

	/** The first version that writes record batches (message format v2). */
	public static final KafkaVersion RECORD_BATCHES = new KafkaVersion(0, 11);

	/**
	 * The first version all of whose releases support lz4, which came in 0.8.2: a version
	 * here carries no patch.
	 */
	public static final KafkaVersion LZ4 = new KafkaVersion(0, 9);

	/**
	 * The first version whose {@code kafka-configs} tool alters topics through the
	 * brokers ({@code --bootstrap-server}) rather than through ZooKeeper.
	 */
	public static final KafkaVersion CONFIGS_THROUGH_BROKERS = new KafkaVersion(2, 2);

	private static final int OLDEST_MAJOR = 0;

	private static final int OLDEST_MINOR = 8;

	private static final int MAX_MAJOR = 9;

	private static final int MAX_MINOR = 99;

	private static final Pattern VERSION = Pattern.compile("(\\d{1,2})\\.(\\d{1,2})(?:\\.\\d{1,3})?");

	public KafkaVersion {
		if (major < OLDEST_MAJOR || major > MAX_MAJOR || minor < 0 || minor > MAX_MINOR
				|| (major == OLDEST_MAJOR && minor < OLDEST_MINOR)) {
			throw new IllegalArgumentException(
					"Kafka version must be between 0.8 and " + MAX_MAJOR + ".x, was " + major + "." + minor);
		}
	}

	/**
	 * Parses a version such as {@code 4.1} or {@code 3.7.2}; the patch version is
	 * ignored, as it changes nothing the advice depends on.
	 * @param text the version
	 * @return the version
	 * @throws IllegalArgumentException when the text is not a version between 0.8 and 9.x
	 */
	@JsonCreator
	public static KafkaVersion parse(String text) {
		Matcher matcher = VERSION.matcher((text != null) ? text.trim() : "");
		if (!matcher.matches()) {
			throw new IllegalArgumentException(
					"Kafka version must look like 4.1 or 3.7.2 (major.minor[.patch]), was '" + text + "'");
		}
		return new KafkaVersion(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)));
	}

	/**
	 * Returns whether producers and brokers of this version take compression levels.
	 * @return {@code true} from 3.8
	 */
	public boolean supportsLevels() {
		return isAtLeast(LEVELS);
	}

	/**
	 * Returns whether clients and brokers of this version support zstd.
	 * @return {@code true} from 2.1
	 */
	public boolean supportsZstd() {
		return isAtLeast(ZSTD);
	}

	/**
	 * Returns the producer's {@code linger.ms} when none is configured.
	 * @return 5 from 4.0, 0 before
	 */
	public int defaultLingerMs() {
		return isAtLeast(LINGER_5) ? LINGER_MS_FROM_4_0 : 0;
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
	public int compareTo(KafkaVersion other) {
		int byMajor = Integer.compare(this.major, other.major);
		return (byMajor != 0) ? byMajor : Integer.compare(this.minor, other.minor);
	}

	@Override
	@JsonValue
	public String toString() {
		return this.major + "." + this.minor;
	}

}
