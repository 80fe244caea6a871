package io.kcadvisor.kafka;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a Kafka version as a user writes it into one of the {@link KafkaVersion
 * releases}, and says which releases are nearest when it names none: {@code 3.7.1} is
 * 3.7, {@code 0.10.2.1} is 0.10.2, {@code 0.11} is 0.11.0; {@code 3.10} was never
 * released, and {@code 0.10} names three releases.
 */
final class VersionText {

	private static final Pattern VERSION = Pattern
		.compile("(\\d{1,3})\\.(\\d{1,3})(?:\\.(\\d{1,3}))?(?:\\.(\\d{1,3}))?");

	private static final String SHAPE = "must be a released version such as 4.1, 3.7.2 or 0.10.2";

	private VersionText() {
	}

	/**
	 * Returns the release a version names.
	 * @param text the version, surrounding spaces ignored
	 * @return the release
	 * @throws IllegalArgumentException when the text names no release, naming the nearest
	 */
	static KafkaVersion parse(String text) {
		Matcher matcher = VERSION.matcher((text != null) ? text.trim() : "");
		if (!matcher.matches() || hasLeadingZero(matcher) || (number(matcher, 1) > 0 && matcher.group(4) != null)) {
			throw new IllegalArgumentException("Kafka version " + SHAPE + ", was '" + text + "'");
		}
		int major = number(matcher, 1);
		int minor = number(matcher, 2);
		if (major > 0) {
			return release(new Line(major, minor, 0), major + "." + minor);
		}
		if (matcher.group(3) == null) {
			return onlyReleaseOf(minor);
		}
		int feature = number(matcher, 3);
		return release(new Line(0, minor, feature), "0." + minor + "." + feature);
	}

	private static int number(Matcher matcher, int group) {
		return Integer.parseInt(matcher.group(group));
	}

	private static boolean hasLeadingZero(Matcher matcher) {
		for (int group = 1; group <= matcher.groupCount(); group++) {
			String part = matcher.group(group);
			if (part != null && part.length() > 1 && part.charAt(0) == '0') {
				return true;
			}
		}
		return false;
	}

	/**
	 * Returns the one release of a line before 1.0 written with two numbers, such as
	 * {@code 0.11}.
	 */
	private static KafkaVersion onlyReleaseOf(int minor) {
		List<KafkaVersion> releases = Arrays.stream(KafkaVersion.values())
			.filter((version) -> Line.of(version).major() == 0 && Line.of(version).minor() == minor)
			.toList();
		if (releases.size() == 1) {
			return releases.get(0);
		}
		if (releases.isEmpty()) {
			return release(new Line(0, minor, 0), "0." + minor);
		}
		List<String> names = releases.stream().map(KafkaVersion::toString).toList();
		throw new IllegalArgumentException("Kafka 0." + minor + " names " + ((names.size() == 3) ? "three" : "several")
				+ " releases: " + String.join(", ", names.subList(0, names.size() - 1)) + " and "
				+ names.get(names.size() - 1));
	}

	private static KafkaVersion release(Line line, String asGiven) {
		for (KafkaVersion version : KafkaVersion.values()) {
			if (Line.of(version).equals(line)) {
				return version;
			}
		}
		Optional<KafkaVersion> below = Arrays.stream(KafkaVersion.values())
			.filter((version) -> Line.of(version).compareTo(line) < 0)
			.reduce((first, second) -> second);
		Optional<KafkaVersion> above = Arrays.stream(KafkaVersion.values())
			.filter((version) -> Line.of(version).compareTo(line) > 0)
			.findFirst();
		if (below.isEmpty()) {
			throw new IllegalArgumentException(
					"Kafka " + asGiven + " is older than " + KafkaVersion.OLDEST + ", the oldest release accepted");
		}
		if (above.isEmpty()) {
			throw new IllegalArgumentException(
					"Kafka " + asGiven + " has not been released: the newest release is " + KafkaVersion.NEWEST);
		}
		throw new IllegalArgumentException("Kafka " + asGiven + " was never released: the nearest releases are "
				+ below.get() + " and " + above.get());
	}

	/**
	 * A feature release's numbers, to place a version that was never released among the
	 * releases: {@code 0.10.2} is (0, 10, 2), {@code 3.7} is (3, 7, 0).
	 */
	private record Line(int major, int minor, int feature) implements Comparable<Line> {

		static Line of(KafkaVersion version) {
			String[] parts = version.toString().split("\\.");
			return new Line(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]),
					(parts.length > 2) ? Integer.parseInt(parts[2]) : 0);
		}

		@Override
		public int compareTo(Line other) {
			int byMajor = Integer.compare(this.major, other.major);
			int byMinor = (byMajor != 0) ? byMajor : Integer.compare(this.minor, other.minor);
			return (byMinor != 0) ? byMinor : Integer.compare(this.feature, other.feature);
		}

	}

}
