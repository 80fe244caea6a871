package io.kcadvisor.scan;

import java.util.Comparator;
import java.util.List;

/**
 * Orders a scan's topics by what switching saves: first those with a known message rate,
 * by disk bytes written per day saved, most first; then those without, by disk bytes
 * saved at their retention; then the topics with no saving (not analysed yet, failed, or
 * of unknown size), by name.
 */
final class ScanRanking {

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
			return 2;
		}
		return (saving.savedBytesPerDay() != null) ? 0 : 1;
	}

	private static double figure(ScanTopic topic) {
		TopicSaving saving = topic.saving();
		if (saving == null) {
			return 0;
		}
		return (saving.savedBytesPerDay() != null) ? saving.savedBytesPerDay() : saving.savedDiskBytes();
	}

}
