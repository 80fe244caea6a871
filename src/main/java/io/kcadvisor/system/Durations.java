package io.kcadvisor.system;

import java.time.Duration;

/**
 * Durations in words, as settings and messages show them to users.
 */
public final class Durations {

	private Durations() {
	}

	/**
	 * Returns a duration in words, in the largest unit that states it exactly: for
	 * example {@code 30 days}, {@code 1 hour}, {@code 90 minutes}, {@code 45 seconds} or
	 * {@code 250 milliseconds}.
	 * @param duration the duration
	 * @return the text
	 */
	public static String inWords(Duration duration) {
		if (duration.toMillis() % 86_400_000 == 0 && !duration.isZero()) {
			return plural(duration.toDays(), "day");
		}
		if (duration.toMillis() % 3_600_000 == 0 && !duration.isZero()) {
			return plural(duration.toHours(), "hour");
		}
		if (duration.toMillis() % 60_000 == 0 && !duration.isZero()) {
			return plural(duration.toMinutes(), "minute");
		}
		if (duration.toMillis() % 1000 == 0) {
			return plural(duration.toSeconds(), "second");
		}
		return plural(duration.toMillis(), "millisecond");
	}

	private static String plural(long count, String unit) {
		return count + " " + unit + ((count == 1) ? "" : "s");
	}

}
