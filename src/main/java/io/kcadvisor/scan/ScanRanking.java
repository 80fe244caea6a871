package io.kcadvisor.scan;

import java.util.Comparator;
import java.util.List;

/**
 * Orders a scan's topics by what switching saves: first those that save with a known
 * message rate, by disk bytes written per day saved, most first; then those that save
 * without one, by disk bytes saved at their retention; then those whose recommendation
 * stores more than today, by the fraction of today's bytes it would add, least first;
 * then the topics with no saving (not analysed yet, failed, or of unknown size), by name.
 */
final class ScanRanking {

	private static final int SAVES_PER_DAY = 0;

	private static final int SAVES = 1;

	private static final int LOSES = 2;

	private static final int UNKNOWN = 3;

	private static final Comparator<ScanTopic> ORDER = Comparator.comparingInt(ScanRanking::group)
		.thenComparing(Comparator.comparingDouble(ScanRanking::figure).reversed())
		.thenComparing(ScanTopic::topic);

	private ScanRanking() {
	}

	static List<ScanTopic> ranked(List<ScanTopic> topics) {
		return topics.stream().sorted(ORDER).toList();
	}

	private static int group(ScanTopic topic) {
		TopicSaving saving = topic.saving();
		if (saving == null) {
			return UNKNOWN;
		}
		if (!saving.saves()) {
			return LOSES;
		}
		return (saving.savedBytesPerDay() != null) ? SAVES_PER_DAY : SAVES;
	}

	private static double figure(ScanTopic topic) {
		TopicSaving saving = topic.saving();
		return switch (group(topic)) {
			case SAVES_PER_DAY -> saving.savedBytesPerDay();
			case SAVES -> saving.savedDiskBytes();
			case LOSES -> saving.savingVsCurrent();
			default -> 0;
		};
	}

}
