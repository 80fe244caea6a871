package io.kcadvisor.advice;

import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.Optional;

/**
 * What a user must know about {@code linger.ms}: when it, not {@code batch.size}, closed
 * the batches, worded with the traffic and Kafka version they were modelled for, as
 * {@link Workload#producerBatching} models them; and why the properties set a linger.ms
 * above the version's default. Every linger.ms named is the one the properties set, or
 * says it is the one modelled for the version submitted; and when the producer's
 * delivery.timeout.ms must be raised with it.
 */
final class LingerAdvice {

	/** The Java producer's default {@code delivery.timeout.ms}. */
	static final int DEFAULT_DELIVERY_TIMEOUT_MS = 120_000;

	/** The Java producer's default {@code request.timeout.ms}. */
	static final int DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

	private LingerAdvice() {
	}

	/**
	 * Returns the warning for a result whose batches linger.ms closed.
	 * @param result a linger-limited result
	 * @param request the request
	 * @return the warning
	 */
	static String lingerLimited(Result result, AdviceRequest request) {
		Optional<String> otherwise = Remodelling.otherwise(request);
		KafkaVersion partitioned = otherwise.isPresent() ? request.modelledVersion() : request.kafkaVersion();
		if (JavaBatch.oneRecordFills(result)) {
			return "At " + traffic(request, partitioned) + ", each batch holds one record however long linger.ms "
					+ "waits: a record, about " + Text.bytes(JavaBatch.averageRecordBytes(result))
					+ ", leaves no room for a second in batch.size " + Text.setting(result.batchSize()) + ".";
		}
		String modelled = traffic(request, partitioned) + ", linger.ms " + request.modelledLingerMs()
				+ " sends batches of " + Text.number(result.recordsPerBatch())
				+ " records on average, before they reach batch.size " + Text.setting(result.batchSize());
		if (otherwise.isPresent()) {
			return "As modelled for Kafka " + request.modelledVersion() + ", the version submitted: at " + modelled
					+ ", and small batches compress badly. " + otherwise.get()
					+ ", so its batches, and what they store, differ from these: " + Remodelling.newAnalysis(request);
		}
		return "At " + modelled + filling(result, request, partitioned);
	}

	/**
	 * Weighs what the codec saves on these batches against what filling them would save,
	 * and says what linger that takes and the wait it costs a record: the batch headers
	 * alone, 61 bytes a batch, are a floor on what fuller batches save, and records of a
	 * partition arrive at the producer's share of the rate. A new analysis is suggested
	 * only for a linger it takes ({@link Workload#MAX_LINGER_MS}).
	 */
	private static String filling(Result result, AdviceRequest request, KafkaVersion version) {
		double perBatch = result.recordsPerBatch();
		double records = result.batches() * perBatch;
		double full = JavaBatch.fullRecordBytes(result) / (result.recordBytes() / records);
		if (full <= perBatch) {
			return ".";
		}
		if (!request.kafkaVersion().isAtLeast(KafkaVersion.RECORD_BATCHES) && result.codec() == Codec.NONE) {
			return ", which holds about " + Text.number(full) + " at this ratio; but before Kafka "
					+ KafkaVersion.RECORD_BATCHES + " each uncompressed message is stored alone, with its own "
					+ legacyOverhead(request.kafkaVersion()) + " bytes of overhead, so fuller batches store no fewer.";
		}
		int overhead = request.kafkaVersion().isAtLeast(KafkaVersion.RECORD_BATCHES) ? RecordBatches.HEADER_SIZE
				: legacyOverhead(request.kafkaVersion());
		String framing = request.kafkaVersion().isAtLeast(KafkaVersion.RECORD_BATCHES) ? "batch headers"
				: "wrapper messages, which hold a compressed batch before Kafka " + KafkaVersion.RECORD_BATCHES + ",";
		double headers = overhead * records * (1 / perBatch - 1 / full);
		String codec = (result.codec() == Codec.NONE) ? "Here the records go uncompressed"
				: "Here " + Text.codecAndLevel(result) + " stores "
						+ Text.percent(1 - (double) result.compressedBytes() / result.uncompressedBytes())
						+ " fewer bytes than these batches uncompressed";
		double perPartition = request.workload().recordsPerSecondPerBatch(version.stickyPartitioner());
		long lingerMs = (long) Math.ceil((full - 1) / perPartition * 1000);
		return ", which holds about " + Text.number(full) + " at this ratio. " + codec + "; filling them would save at "
				+ "least " + Text.percent(headers / result.compressedBytes()) + " of the bytes stored on the "
				+ overhead + "-byte " + framing
				+ " alone, and more as larger batches compress better. A partition gets about "
				+ Text.number(perPartition) + " messages/s from each producer, so that takes a linger of about "
				+ lingerMs + " ms: a record would wait up to that long for its batch, rather than "
				+ request.modelledLingerMs() + " ms"
				+ ((lingerMs <= Workload.MAX_LINGER_MS)
						? ". A new analysis with lingerMs=" + lingerMs + " measures what those batches store."
						: ", and an analysis models a lingerMs of at most " + Workload.MAX_LINGER_MS + ".")
				+ longLingerNeeds(result, request, lingerMs, full);
	}

	/**
	 * Says what else a linger suggested to fill the batches needs: from Kafka 2.1, a
	 * delivery.timeout.ms above it where one is set ({@link #deliveryTimeout}), and room
	 * in buffer.memory for the batches a producer then holds open,
	 * {@code rate × (linger + round trip) ÷ full} of them ({@link BufferMemory}).
	 */
	private static String longLingerNeeds(Result result, AdviceRequest request, long lingerMs, double full) {
		Workload workload = request.workload();
		String needs = "";
		if (request.kafkaVersion().isAtLeast(KafkaVersion.DELIVERY_TIMEOUT)
				&& lingerMs > DEFAULT_DELIVERY_TIMEOUT_MS - DEFAULT_REQUEST_TIMEOUT_MS) {
			needs = " With that linger the producer raises delivery.timeout.ms's default to linger.ms + "
					+ "request.timeout.ms, " + (lingerMs + DEFAULT_REQUEST_TIMEOUT_MS) + ", but refuses to start where "
					+ "delivery.timeout.ms is set lower: raise it with linger.ms.";
		}
		double open = workload.messagesPerSecond() / workload.producers() * (lingerMs + workload.requestLatencyMs())
				/ 1000 / full;
		long held = (long) Math.ceil(open) * result.batchSize();
		if (held > BufferMemory.DEFAULT_BUFFER_MEMORY) {
			needs += " A producer would hold about " + Text.count((long) Math.ceil(open)) + " batches open at once, "
					+ Text.bytes(held) + " of buffer.memory at batch.size " + Text.setting(result.batchSize())
					+ ", more than its default " + Text.binary(BufferMemory.DEFAULT_BUFFER_MEMORY)
					+ ": raise buffer.memory with it, or send() blocks.";
		}
		return needs;
	}

	/**
	 * Returns the bytes each message carries besides its key and value in the message
	 * formats before record batches: 26 in v0, 34 from Kafka 0.10.0's v1, which adds a
	 * timestamp ({@code Records.LOG_OVERHEAD} and
	 * {@code LegacyRecord.RECORD_OVERHEAD_V0}, {@code _V1}).
	 */
	private static int legacyOverhead(KafkaVersion version) {
		return version.isAtLeast(KafkaVersion.RELATIVE_OFFSETS) ? 34 : 26;
	}

	/**
	 * Explains a linger.ms that the properties set above the version's default, or above
	 * the 0 given, so that batches are those measured.
	 * @param result the result
	 * @param request the request
	 * @return the warning, empty when the properties set the linger.ms given or the
	 * version's default
	 */
	static Optional<String> aboveDefault(Result result, AdviceRequest request) {
		int lingerMs = PropertiesWriter.lingerMs(result, request);
		KafkaVersion version = request.kafkaVersion();
		Integer given = request.workload().lingerMs();
		if (given != null && given != lingerMs) {
			return Optional.of("The properties set linger.ms " + lingerMs + ", not the " + given + " given: without a "
					+ "message rate, batches were modelled " + ((result.batchSize() != null) ? "full" : "as measured")
					+ ", and a linger of 0 ms sends each batch as soon as it can, so that batches fill only while earlier "
					+ "requests are in flight. Give messagesPerSecond to model the batches it makes.");
		}
		if (given != null || lingerMs == version.defaultLingerMs()) {
			return Optional.empty();
		}
		return Optional.of("The properties set linger.ms " + lingerMs + ", Kafka " + KafkaVersion.LINGER_5
				+ "'s default (KIP-1030), where Kafka " + version + " defaults to " + version.defaultLingerMs()
				+ " ms, sending each batch as soon as it can, so that batches fill only while earlier requests are in "
				+ "flight: "
				+ (result.lingerLimited()
						? "the batches measured here are those that linger.ms " + lingerMs + " collects"
						: "the sizes measured here are those of batches that fill")
				+ ". A batch that does not fill waits up to " + lingerMs + " ms before it is sent.");
	}

	/**
	 * Warns of a linger.ms longer than the producer's default delivery.timeout.ms leaves:
	 * from Kafka 2.1 the producer raises its default to linger.ms + request.timeout.ms,
	 * but refuses to start when one set explicitly is lower
	 * ({@code KafkaProducer.configureDeliveryTimeout}).
	 * @param result the result
	 * @param request the request
	 * @return the warning, empty when the default delivery.timeout.ms holds the linger.ms
	 * or the version has none
	 */
	static Optional<String> deliveryTimeout(Result result, AdviceRequest request) {
		int lingerMs = PropertiesWriter.lingerMs(result, request);
		if (!request.kafkaVersion().isAtLeast(KafkaVersion.DELIVERY_TIMEOUT)
				|| lingerMs <= DEFAULT_DELIVERY_TIMEOUT_MS - DEFAULT_REQUEST_TIMEOUT_MS) {
			return Optional.empty();
		}
		return Optional.of("linger.ms " + lingerMs + " needs delivery.timeout.ms of at least linger.ms + "
				+ "request.timeout.ms, " + (lingerMs + DEFAULT_REQUEST_TIMEOUT_MS) + " with request.timeout.ms's "
				+ "default " + DEFAULT_REQUEST_TIMEOUT_MS + ": the producer raises delivery.timeout.ms's default of "
				+ DEFAULT_DELIVERY_TIMEOUT_MS + " to that, but refuses to start (ConfigException) where "
				+ "delivery.timeout.ms is set lower, so raise it with linger.ms.");
	}

	/**
	 * Words the traffic that linger-limited batches were modelled at, with what was
	 * assumed: how many producers share the rate, and whether keys spread each producer's
	 * messages over the partitions, evenly or not, or, without keys, how a producer of
	 * the version given, one that partitions as the modelled version does, sends them.
	 */
	private static String traffic(AdviceRequest request, KafkaVersion version) {
		Workload workload = request.workload();
		String rate = Text.number(workload.messagesPerSecond()) + " messages/s" + ((workload.producers() == 1)
				? " from one producer" : " shared by " + Text.count(workload.producers()) + " producers");
		String partitions = (workload.partitions() != null) ? Text.count(workload.partitions()) + " partitions"
				: "one partition";
		if (workload.hasKeys() && workload.partitionShares() != null) {
			return rate + " with keys, spread over " + partitions + " as unevenly as the topic's, each partition's "
					+ "batches filling at its own rate (as if over " + Text.number(workload.spreadOver(true))
					+ " even partitions, on average over the records)";
		}
		if (workload.hasKeys()) {
			return rate + " with keys, spread over " + partitions;
		}
		return rate + " without keys, which " + ((workload.producers() == 1) ? "a" : "each") + " Kafka " + version
				+ " producer sends " + (version.stickyPartitioner() ? "to one partition at a time (sticky partitioning)"
						: "round-robin over " + partitions);
	}

}
