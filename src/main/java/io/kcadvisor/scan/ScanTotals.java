package io.kcadvisor.scan;

import java.util.List;
import java.util.Objects;

/**
 * What switching every topic whose recommendation saves would save, added up; topics
 * whose recommendation stores more than today are left as they are and count nothing.
 *
 * @param savedBytesPerDay the disk bytes written per day saved, over the topics with a
 * known message rate
 * @param savedDiskBytes the disk bytes saved at each topic's retention
 * @param topicsSaving the topics whose recommendation saves
 */
public record ScanTotals(double savedBytesPerDay, double savedDiskBytes, int topicsSaving) {

	static ScanTotals of(List<ScanTopic> topics) {
		List<TopicSaving> saving = topics.stream()
			.map(ScanTopic::saving)
			.filter(Objects::nonNull)
			.filter(TopicSaving::saves)
			.toList();
		double perDay = saving.stream()
			.map(TopicSaving::savedBytesPerDay)
			.filter(Objects::nonNull)
			.mapToDouble(Double::doubleValue)
			.sum();
		double disk = saving.stream().mapToDouble(TopicSaving::savedDiskBytes).sum();
		return new ScanTotals(perDay, disk, saving.size());
	}

}
