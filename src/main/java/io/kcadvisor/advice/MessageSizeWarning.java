package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The warning on the size limits of a batch and a record: the topic's
 * {@code max.message.bytes}, which the topic configuration raises or batches come close
 * to, and the Java producer's {@code max.request.size}, which its properties raise, each
 * for batch.size or for the sample's largest record in a batch of its own: as the Java
 * producer bounds that batch uncompressed for max.request.size, and for the topic as the
 * codec writes it where that is more. The Java producer checks each record against
 * max.request.size ({@code KafkaProducer.ensureValidRecordSize}) and fills a request with
 * batches up to it, sending a larger batch in a request of its own
 * ({@code RecordAccumulator.drain}); it does not bound what a batch holds.
 */
final class MessageSizeWarning {

	private static final double NEAR_MAX_MESSAGE_BYTES = 0.9;

	private MessageSizeWarning() {
	}

	/**
	 * Returns the warning of a batch.size, or a batch of the sample's largest record
	 * alone, above the topic's max.message.bytes, whose raised value the topic
	 * configuration sets, of compressed batches close to it, as a compressed batch can
	 * outgrow the producer's estimate where an uncompressed one is never larger than
	 * batch.size ({@code MemoryRecordsBuilder.hasRoomFor}), and of a max.request.size
	 * raised to it. Where the topic's own max.message.bytes is not known, the version's
	 * default stands in for it, and a raise says to leave max.message.bytes out where the
	 * topic's is already higher, as the topic configuration would lower it.
	 * @param result the result
	 * @param request the request, for the version, the topic's max.message.bytes and the
	 * largest record
	 * @return the warning, empty where no limit needs a word
	 */
	static Optional<String> of(Result result, AdviceRequest request) {
		int limit = request.maxMessageBytes();
		boolean topicKnown = request.topic().maxMessageBytes() != null;
		if (PropertiesWriter.raisesMaxMessageBytes(result, request)) {
			return Optional.of(raisedMaxMessageBytes(result, request));
		}
		double batchBytes = (result.batchSize() != null) ? result.batchSize()
				: JavaBatch.fixedBatchBytes(result, request);
		if (result.codec() != Codec.NONE && batchBytes >= NEAR_MAX_MESSAGE_BYTES * limit) {
			return Optional.of("Batches of about " + Text.bytes(batchBytes) + " come close to "
					+ (topicKnown ? "the topic's max.message.bytes (" + limit + ")"
							: "max.message.bytes (" + limit + " by default)")
					+ ": a batch that compresses worse than the producer estimated can exceed it and be rejected "
					+ "(MESSAGE_TOO_LARGE), " + tooLarge(request.kafkaVersion())
					+ "; keep batch.size lower or raise the topic's max.message.bytes.");
		}
		if (PropertiesWriter.raisesMaxRequestSize(result, request)) {
			return Optional.of(largest(result, request) + " exceeds the producer's default max.request.size ("
					+ PropertiesWriter.DEFAULT_MAX_REQUEST_SIZE + "), so the producer properties raise it to "
					+ limitOf(request) + requestSizeUse(result, request) + ".");
		}
		return Optional.empty();
	}

	/**
	 * Says what the producer does with a batch the broker refused as too large.
	 */
	private static String tooLarge(KafkaVersion version) {
		return version.isAtLeast(KafkaVersion.SPLITS_TOO_LARGE_BATCHES) ? "so the producer splits and resends it"
				: "and Kafka " + version + "'s producer fails its records (RecordTooLargeException): producers split "
						+ "such a batch and resend it only from " + KafkaVersion.SPLITS_TOO_LARGE_BATCHES;
	}

	private static String raisedMaxMessageBytes(Result result, AdviceRequest request) {
		KafkaVersion version = request.kafkaVersion();
		String requestSize = PropertiesWriter.raisesMaxRequestSize(result, request)
				? " The producer properties raise max.request.size (" + PropertiesWriter.DEFAULT_MAX_REQUEST_SIZE
						+ " by default) to the same" + storedRequestSizeUse(result, request) + "."
				: "";
		String unknownTopic = (request.topic().maxMessageBytes() != null) ? ""
				: " Where the topic's max.message.bytes is already above "
						+ PropertiesWriter.maxMessageBytes(result, request) + ", leave max.message.bytes out of the "
						+ "topic configuration: it sets the value given, and would lower it.";
		return largestStored(result, request) + " exceeds " + limitOf(request)
				+ ", so the topic configuration raises max.message.bytes with "
				+ PropertiesWriter.MAX_MESSAGE_HEADROOM_PERCENT + "% headroom; without it the broker rejects "
				+ (PropertiesWriter.largestRecordDecidesStored(result, request) ? "that record" : "full batches")
				+ " (MESSAGE_TOO_LARGE)." + requestSize + fetchSizes(version) + unknownTopic;
	}

	/**
	 * Names what makes the producer's largest batch: batch.size, or the sample's largest
	 * record in a batch of its own.
	 */
	private static String largest(Result result, AdviceRequest request) {
		if (PropertiesWriter.largestRecordDecides(result, request)) {
			return "The sample's largest record, which the Java producer bounds at "
					+ PropertiesWriter.largestBatch(result, request) + " bytes in a batch of its own,";
		}
		return "batch.size " + Text.setting(PropertiesWriter.batchSize(result, request));
	}

	/**
	 * Names what makes the largest batch the topic must store: batch.size, or the
	 * sample's largest record in a batch of its own, as the codec writes it where that is
	 * more than the Java producer bounds it at uncompressed.
	 */
	private static String largestStored(Result result, AdviceRequest request) {
		if (!codecGrowsTheLargest(result, request)) {
			return largest(result, request);
		}
		return "The sample's largest record, which takes up to " + PropertiesWriter.largestStoredBatch(result, request)
				+ " bytes as " + result.codec().kafkaName()
				+ " writes it in a batch of its own (that many where it does not compress),";
	}

	/**
	 * Returns whether the codec's batch of the sample's largest record alone, not
	 * batch.size nor the Java producer's bound on that batch uncompressed, is the largest
	 * batch the topic must store.
	 */
	private static boolean codecGrowsTheLargest(Result result, AdviceRequest request) {
		return PropertiesWriter.largestStoredBatch(result, request) > PropertiesWriter.largestBatch(result, request);
	}

	/**
	 * Says why the Java producer needs the max.request.size raised to the topic's where
	 * the topic's is raised: for its batches, or for the sample's largest record, whose
	 * bound the warning names where it has not already.
	 */
	private static String storedRequestSizeUse(Result result, AdviceRequest request) {
		if (!PropertiesWriter.largestRecordDecides(result, request) || !codecGrowsTheLargest(result, request)) {
			return requestSizeUse(result, request);
		}
		return ", as the Java producer refuses that record (RecordTooLargeException) at a max.request.size below "
				+ PropertiesWriter.largestBatch(result, request) + " bytes, its bound on it uncompressed";
	}

	/**
	 * Says why the Java producer needs the max.request.size raised: for its batches, or
	 * for the sample's largest record.
	 */
	private static String requestSizeUse(Result result, AdviceRequest request) {
		return PropertiesWriter.largestRecordDecides(result, request)
				? ", as a producer with a smaller one refuses that record (RecordTooLargeException)"
				: ", as the Java producer sends a batch larger than max.request.size in a request of its own: at the "
						+ "default, each full batch would";
	}

	/**
	 * Names the max.message.bytes the topic has before its configuration is applied: its
	 * own, or the version's default.
	 */
	private static String limitOf(AdviceRequest request) {
		return ((request.topic().maxMessageBytes() != null) ? "the topic's max.message.bytes"
				: "Kafka " + request.kafkaVersion() + "'s default max.message.bytes") + " (" + request.maxMessageBytes()
				+ ")";
	}

	/**
	 * Says which fetch sizes a raised max.message.bytes needs raised too on a version
	 * whose followers or consumers stop at a batch larger than theirs.
	 */
	private static String fetchSizes(KafkaVersion version) {
		List<String> sizes = new ArrayList<>();
		if (!version.isAtLeast(KafkaVersion.REPLICAS_FETCH_LARGER_BATCHES)) {
			sizes.add("the brokers' replica.fetch.max.bytes (followers before "
					+ KafkaVersion.REPLICAS_FETCH_LARGER_BATCHES + " stop replicating at a larger batch)");
		}
		if (!version.isAtLeast(KafkaVersion.CONSUMERS_FETCH_LARGER_BATCHES)) {
			sizes.add("the consumers' max.partition.fetch.bytes, or the old consumer's fetch.message.max.bytes "
					+ "(consumers before " + KafkaVersion.CONSUMERS_FETCH_LARGER_BATCHES + " stop at a larger batch)");
		}
		return sizes.isEmpty() ? "" : " Raise " + Text.and(sizes) + " to at least max.message.bytes as well.";
	}

}
