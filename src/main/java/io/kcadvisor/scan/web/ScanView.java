package io.kcadvisor.scan.web;

import io.kcadvisor.analysis.Progress;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.scan.Scan;
import io.kcadvisor.scan.ScanRequest;
import io.kcadvisor.scan.ScanStatus;
import io.kcadvisor.scan.ScanTopic;
import io.kcadvisor.scan.ScanTopic.TopicFailure;
import io.kcadvisor.scan.ScanTotals;
import io.kcadvisor.scan.TopicSaving;
import io.kcadvisor.scan.TopicSaving.Recommended;
import io.swagger.v3.oas.annotations.media.Schema;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * A scan as the API shows it.
 *
 * @param id the scan's unguessable id
 * @param status where the scan is
 * @param progress topics ended (analysed, failed or cancelled) of the total
 * @param cluster the cluster scanned
 * @param request what was asked for
 * @param topics every topic, ranked: those with a known message rate by
 * {@code savedBytesPerDay}, then the others by {@code savedDiskBytes}, most first, then
 * those without a saving yet, by name
 * @param totals what switching every topic whose recommendation saves would save
 * @param createdAt when it was submitted
 * @param finishedAt when it ended, or null
 */
@Schema(name = "Scan")
record ScanView(String id, ScanStatus status, Progress progress, String cluster, ScanRequest request,
		List<TopicView> topics, ScanTotals totals, Instant createdAt, Instant finishedAt) {

	static ScanView of(Scan scan) {
		return new ScanView(scan.id(), scan.status(), new Progress(scan.completed(), scan.topics().size()),
				scan.cluster(), scan.request(),
				IntStream.range(0, scan.topics().size())
					.mapToObj((index) -> TopicView.of(index + 1, scan.topics().get(index)))
					.toList(),
				scan.totals(), scan.createdAt(), scan.finishedAt());
	}

	/**
	 * One topic of a scan.
	 *
	 * @param rank its place in the ranking, 1 first
	 * @param topic its name
	 * @param status where its analysis is
	 * @param analysisId its full analysis, at {@code /api/v1/analyses/{analysisId}}, once
	 * started
	 * @param sizeBytes its leader replicas' log size when the scan started
	 * @param messagesPerSecond its average message rate, over the last week or since its
	 * oldest record, which savedBytesPerDay is figured at, or null when not known
	 * @param current what it stores today, once analysed
	 * @param recommended the top recommendation's codec, level and batch size
	 * @param storedBytesPerRecord the bytes per record the recommendation stores
	 * @param savingVsCurrent the fraction of today's stored bytes the recommendation
	 * saves; negative when it stores more
	 * @param savedBytesPerDay disk bytes written per day saved, on every replica, at the
	 * message rate; null without one
	 * @param savedDiskBytes disk bytes saved once the topic's retention is reached
	 * (without a rate: the saving of what its leaders store today)
	 * @param kafkaConfigs the {@code kafka-configs.sh} command that sets the
	 * recommendation's topic configuration on this topic
	 * @param producerProperties the Java producer properties the recommendation sets on
	 * the topic's producers, which compress
	 * @param error why it could not be analysed, once failed, as a problem
	 * @param note why it has no figures though it was analysed (nothing to recommend, or
	 * what it stores today not known); null otherwise
	 */
	@Schema(name = "ScanTopic")
	record TopicView(int rank, String topic, ScanStatus status, String analysisId, long sizeBytes,
			Double messagesPerSecond, CurrentStorage current, Recommended recommended, Double storedBytesPerRecord,
			Double savingVsCurrent, Double savedBytesPerDay, Double savedDiskBytes, String kafkaConfigs,
			Map<String, String> producerProperties, TopicError error, String note) {

		static TopicView of(int rank, ScanTopic topic) {
			TopicSaving saving = topic.saving();
			TopicFailure failure = topic.error();
			TopicError error = (failure != null) ? TopicError.of(failure) : null;
			if (saving == null) {
				return new TopicView(rank, topic.topic(), topic.status(), topic.analysisId(), topic.sizeBytes(), null,
						null, null, null, null, null, null, null, null, error, topic.note());
			}
			return new TopicView(rank, topic.topic(), topic.status(), topic.analysisId(), topic.sizeBytes(),
					saving.messagesPerSecond(), saving.current(), saving.recommended(), saving.storedBytesPerRecord(),
					saving.savingVsCurrent(), saving.savedBytesPerDay(), saving.savedDiskBytes(), saving.kafkaConfigs(),
					saving.producerProperties(), error, topic.note());
		}

	}

	/**
	 * Why a topic could not be analysed: an RFC 9457 problem, as an analysis's error.
	 *
	 * @param type a URI naming the kind of problem
	 * @param title a short summary of the kind of problem
	 * @param status the HTTP status a request for the topic's analysis gets
	 * @param detail what happened
	 */
	@Schema(name = "ScanTopicError")
	record TopicError(@Schema(format = "uri-reference", example = "/problems/not-authorized") URI type, String title,
			int status, String detail) {

		static TopicError of(TopicFailure failure) {
			ProblemType type = ProblemType.named(failure.type());
			return new TopicError(type.uri(), failure.title(), type.status().value(), failure.detail());
		}

	}

}
