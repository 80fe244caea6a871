package io.kcadvisor.system;

import io.kcadvisor.kafka.KafkaVersion;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An example for every field of the API's schemas, taken from an analysis of
 * {@code samples/iot-sensors.jsonl}, and which fields may be {@code null}, kept in one
 * place so the domain records stay free of documentation annotations.
 */
final class OpenApiExamples {

	private static final Map<String, Object> EXAMPLES = Map.ofEntries(
			// Analysis
			Map.entry("Analysis.id", "q3QmZ8v1T0uYw2m9Jk5bXA"), Map.entry("Analysis.status", "SUCCEEDED"),
			Map.entry("Analysis.partial", false),
			Map.entry("Analysis.notes", List
				.of("1 configuration(s) could not be measured: zstd 22 at batch.size 1048576 (Java heap space)")),
			Map.entry("Analysis.createdAt", "2026-11-22T04:20:00Z"),
			Map.entry("Analysis.finishedAt", "2026-11-22T04:20:05Z"), Map.entry("Analysis.results", List.of()),
			Map.entry("Analysis.recommendations", List.of()),
			// AnalysisRequest
			Map.entry("AnalysisRequest.preset", "quick"),
			Map.entry("AnalysisRequest.codecs", List.of("none", "gzip", "snappy", "lz4", "zstd")),
			Map.entry("AnalysisRequest.batchSizes", List.of(16384, 65536)),
			Map.entry("AnalysisRequest.recordsPerBatch", 100), Map.entry("AnalysisRequest.objective", "balanced"),
			Map.entry("AnalysisRequest.kafkaVersion", KafkaVersion.NEWEST.toString()),
			// AnalysisUpload
			Map.entry("AnalysisUpload.sample", List.of("iot-sensors.jsonl")),
			// Result and AnalysisResult
			Map.entry("Result.codec", "zstd"), Map.entry("Result.level", 3), Map.entry("Result.configurable", true),
			Map.entry("Result.batchSize", 16384), Map.entry("Result.recordsPerBatch", 3.0),
			Map.entry("Result.batches", 1600), Map.entry("Result.uncompressedBytes", 1514265),
			Map.entry("Result.compressedBytes", 781366), Map.entry("Result.ratio", 1.94),
			Map.entry("Result.compressMBps", 109.1), Map.entry("Result.decompressMBps", 319.6),
			Map.entry("Result.compressStreamMicros", 59.6), Map.entry("Result.decompressStreamMicros", 29.1),
			Map.entry("Result.lingerLimited", true), Map.entry("Result.paretoOptimal", true),
			Map.entry("Result.batchLimit", "linger"),
			Map.entry("Result.notRecommendable", "fills fewer than two batches"),
			// CodecOptions
			Map.entry("CodecOptions.gzipBuffer", 32768), Map.entry("CodecOptions.snappyBlock", 131072),
			Map.entry("CodecOptions.lz4Block", 6), Map.entry("CodecOptions.zstdWindowLog", 20),
			// Recommendation
			Map.entry("Recommendation.rank", 1),
			Map.entry("Recommendation.rationale",
					"zstd 1 at batch.size 16384 (16 KiB) stores 51.7% of the raw bytes (ratio 1.9) at 119 MB/s per core."),
			Map.entry("Recommendation.producerProperties",
					ordered("compression.type", "zstd", "compression.zstd.level", "1", "batch.size", "16384",
							"linger.ms", "5")),
			Map.entry("Recommendation.topicProperties", Map.of("compression.type", "producer")),
			Map.entry("Recommendation.snippets",
					Map.of("librdkafka", "compression.codec=zstd\ncompression.level=1\nlinger.ms=5\n")),
			Map.entry("Recommendation.warnings",
					List.of("zstd needs Kafka " + KafkaVersion.ZSTD + " or newer on every producer, "
							+ "broker and consumer: consumers older than " + KafkaVersion.ZSTD
							+ " cannot read the topic.")),
			Map.entry("Recommendation.preliminary", false),
			// Workload and its cost
			Map.entry("Workload.messagesPerSecond", 5000), Map.entry("Workload.partitions", 12),
			Map.entry("Workload.lingerMs", 5), Map.entry("Workload.keyed", false), Map.entry("Workload.producers", 1),
			Map.entry("Workload.replicationFactor", 3), Map.entry("Workload.retentionHours", 168),
			Map.entry("Workload.consumerGroups", 2), Map.entry("Workload.averageMessagesPerSecond", 1200),
			Map.entry("Workload.brokers", 3),
			Map.entry("Workload.partitionShares",
					List.of(0.45, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05)),
			Map.entry("WorkloadCost.messagesPerSecond", 5000), Map.entry("WorkloadCost.averageMessagesPerSecond", 1200),
			Map.entry("WorkloadCost.replicationFactor", 3), Map.entry("WorkloadCost.retentionHours", 168),
			Map.entry("WorkloadCost.consumerGroups", 2), Map.entry("Figures.bytesPerMessage", 162.8),
			Map.entry("Figures.producerCores", 0.0135), Map.entry("Figures.consumerCores", 0.0092),
			Map.entry("Figures.brokerCores", 0.0214), Map.entry("Figures.lingerLatencyMs", 2.6),
			Map.entry("Figures.storedBytes", 1476781740000L),
			Map.entry("Figures.producerNetworkBytesPerDay", 70322940000L),
			Map.entry("Figures.replicationNetworkBytesPerDay", 140645880000L),
			Map.entry("Figures.consumerNetworkBytesPerDay", 140645880000L),
			Map.entry("Figures.networkBytesPerDay", 351614700000L), Map.entry("Workload.requestLatencyMs", 2.0),
			// Progress, sample and events
			Map.entry("Progress.completed", 12), Map.entry("Progress.total", 112),
			Map.entry("SampleSummary.format", "lines"), Map.entry("SampleSummary.records", 4800),
			Map.entry("SampleSummary.bytes", 1378265), Map.entry("ProgressEvent.status", "RUNNING"),
			// Topics, and what they store today
			Map.entry("TopicSource.cluster", "local"), Map.entry("TopicSource.topic", "sensors"),
			Map.entry("TopicSource.maxMessageBytes", 1048588), Map.entry("TopicSource.cleanupPolicy", "delete"),
			Map.entry("TopicSource.compressionType", "producer"), Map.entry("TopicSource.retentionBytes", 10737418240L),
			Map.entry("WorkloadCost.storedBytesLimit", 3865470566400L),
			Map.entry("CurrentStorage.compressionType", "producer"),
			Map.entry("CurrentStorage.storedBytesPerRecord", 96.4), Map.entry("CurrentStorage.sizeBytes", 462720),
			Map.entry("CurrentStorage.records", 4800), Map.entry("CurrentStorage.approximate", false),
			Map.entry("CurrentStorage.markerBytesPerRecord", 0.0), Map.entry("CurrentStorage.batches", 96),
			Map.entry("Recommendation.savingVsCurrent", 0.41), Map.entry("ClusterView.name", "local"),
			Map.entry("TopicInfo.name", "sensors"), Map.entry("TopicInfo.partitions", 3),
			Map.entry("TopicInfo.replicationFactor", 1),
			Map.entry("TopicInfo.config",
					ordered("compression.type", "producer", "cleanup.policy", "delete", "max.message.bytes", "1048588",
							"retention.ms", "604800000")),
			Map.entry("TopicInfo.sizeBytes", 462720), Map.entry("TopicInfo.records", 4800),
			Map.entry("ProgressEvent.completed", 12), Map.entry("ProgressEvent.total", 112),
			Map.entry("ProgressEvent.firstAnswer", true),
			// Problems
			Map.entry("Problem.errors",
					List.of(ordered("field", "codecs", "message",
							"unknown codec 'brotli'; accepted: none, gzip, snappy, lz4, zstd"))),
			Map.entry("Problem.limit", "maxBytes"), Map.entry("Problem.limitValue", 67108864),
			Map.entry("Problem.format", "json-array"), Map.entry("Problem.location", "element 17 at byte 5321"),
			Map.entry("Problem.byteOffset", 5321), Map.entry("FieldProblem.field", "codecs"),
			Map.entry("FieldProblem.message", "unknown codec 'brotli'; accepted: none, gzip, snappy, lz4, zstd"),
			// Codecs
			Map.entry("Codec.name", "zstd"), Map.entry("Codec.sinceKafka", KafkaVersion.ZSTD.toString()),
			Map.entry("Codec.options", List.of()), Map.entry("CodecLevels.min", -131072),
			Map.entry("CodecLevels.max", 22), Map.entry("CodecLevels.defaultLevel", 3),
			Map.entry("CodecLevels.property", "compression.zstd.level"),
			Map.entry("CodecLevels.configurableSince", KafkaVersion.LEVELS.toString()),
			Map.entry("CodecLevels.sameBytes", "Compresses level 2 as 1, and levels 13 to 17 as 12 (liblz4's "
					+ "high-compression levels stop at 12 and treat 1 and 2 alike): the presets measure each once."),
			Map.entry("CodecOption.name", "zstdWindowLog"),
			Map.entry("CodecOption.proposedProperty", "compression.zstd.window"),
			Map.entry("CodecOption.meaning", "0 = off, or 10 to 22 for long mode with that window log"),
			Map.entry("CodecOption.min", 0), Map.entry("CodecOption.max", 22),
			Map.entry("CodecOption.kafkaBehaviour", 0),
			// Scans
			Map.entry("NewScan.cluster", "prod"), Map.entry("Scan.id", "Vx2mQ0bH3kTq8sLw1nRyZA"),
			Map.entry("Scan.status", "RUNNING"), Map.entry("Scan.cluster", "prod"), Map.entry("Scan.topics", List.of()),
			Map.entry("Scan.createdAt", "2026-11-22T04:20:00Z"), Map.entry("Scan.finishedAt", "2026-11-22T04:31:12Z"),
			Map.entry("ScanRequest.topics", "orders\\..*"), Map.entry("ScanRequest.preset", "quick"),
			Map.entry("ScanRequest.sampleRecords", 2000), Map.entry("ScanRequest.objective", "balanced"),
			Map.entry("ScanRequest.kafkaVersion", KafkaVersion.NEWEST.toString()),
			Map.entry("ScanTotals.savedBytesPerDay", 1.83e11), Map.entry("ScanTotals.savedDiskBytes", 1.28e12),
			Map.entry("ScanTotals.topicsSaving", 37), Map.entry("ScanTopic.rank", 1),
			Map.entry("ScanTopic.topic", "orders.created"), Map.entry("ScanTopic.status", "SUCCEEDED"),
			Map.entry("ScanTopic.analysisId", "q3QmZ8v1T0uYw2m9Jk5bXA"),
			Map.entry("ScanTopic.sizeBytes", 412316860416L), Map.entry("ScanTopic.messagesPerSecond", 5400.0),
			Map.entry("ScanTopic.storedBytesPerRecord", 61.4), Map.entry("ScanTopic.note", "Nothing to recommend."),
			Map.entry("ScanTopic.savingVsCurrent", 0.71), Map.entry("ScanTopic.savedBytesPerDay", 8.75e10),
			Map.entry("ScanTopic.savedDiskBytes", 6.13e11),
			Map.entry("ScanTopic.kafkaConfigs",
					"kafka-configs.sh --bootstrap-server localhost:9092 --alter --entity-type topics --entity-name "
							+ "orders.created --add-config compression.type=producer"),
			Map.entry("ScanTopic.producerProperties",
					ordered("compression.type", "zstd", "batch.size", "65536", "linger.ms", "5")),
			Map.entry("ScanTopicError.title", "Not authorized"), Map.entry("ScanTopicError.status", 403),
			Map.entry("ScanTopicError.detail", "The service may not READ on topic 'payments' of cluster 'prod'."),
			Map.entry("RecommendedSettings.codec", "zstd"), Map.entry("RecommendedSettings.level", 3),
			Map.entry("RecommendedSettings.batchSize", 65536));

	/**
	 * The fields the API may answer with {@code null}: optional inputs echoed back, and
	 * what is known only in some states.
	 */
	private static final Set<String> NULLABLE = Set.of("Analysis.error", "Analysis.finishedAt",
			"CurrentStorage.batches", "AnalysisRequest.batchSizes", "AnalysisRequest.recordsPerBatch",
			"AnalysisResult.workload", "AnalysisResult.notRecommendable", "Result.level", "Result.batchSize",
			"Recommendation.workload", "Workload.messagesPerSecond", "Workload.partitions", "Workload.lingerMs",
			"Workload.replicationFactor", "Workload.retentionHours", "Workload.consumerGroups",
			"Workload.averageMessagesPerSecond", "Workload.partitionShares", "Workload.brokers", "Codec.levels",
			"CodecOption.max", "Result.batchLimit", "CodecLevels.sameBytes", "Analysis.current", "SampleSummary.source",
			"Recommendation.savingVsCurrent", "Scan.finishedAt", "ScanRequest.topics", "ScanTopic.analysisId",
			"ScanTopic.messagesPerSecond", "ScanTopic.current", "ScanTopic.recommended",
			"ScanTopic.storedBytesPerRecord", "ScanTopic.savingVsCurrent", "ScanTopic.savedBytesPerDay",
			"ScanTopic.savedDiskBytes", "ScanTopic.kafkaConfigs", "ScanTopic.producerProperties", "ScanTopic.error",
			"ScanTopic.note", "RecommendedSettings.level", "TopicSource.maxMessageBytes", "TopicSource.cleanupPolicy",
			"TopicSource.retentionBytes", "WorkloadCost.storedBytesLimit");

	/** Schemas whose fields are another schema's, with the same examples. */
	private static final Map<String, String> SAME_AS = Map.of("AnalysisResult", "Result");

	private OpenApiExamples() {
	}

	@SuppressWarnings("rawtypes")
	static void addTo(OpenAPI openApi) {
		for (Map.Entry<String, Schema> schema : openApi.getComponents().getSchemas().entrySet()) {
			String source = SAME_AS.getOrDefault(schema.getKey(), schema.getKey());
			Map<String, Schema> properties = schema.getValue().getProperties();
			if (properties != null) {
				properties.forEach((field, property) -> addExample(source + "." + field, property));
				properties
					.replaceAll((field,
							property) -> (NULLABLE.contains(source + "." + field)
									|| NULLABLE.contains(schema.getKey() + "." + field)) ? nullable(property)
											: property);
			}
		}
	}

	/**
	 * Marks a property nullable; a reference is wrapped in {@code allOf}, since OpenAPI
	 * 3.0 ignores what stands beside a {@code $ref}.
	 */
	private static Schema<?> nullable(Schema<?> property) {
		if (property.get$ref() == null) {
			return property.nullable(true);
		}
		return new Schema<>().allOf(List.of(new Schema<>().$ref(property.get$ref()))).nullable(true);
	}

	private static void addExample(String key, Schema<?> property) {
		Object example = EXAMPLES.get(key);
		if (example != null && property.getExample() == null && property.get$ref() == null) {
			property.setExample(example);
		}
	}

	/**
	 * Returns a map of examples in the order given, as the service writes its properties,
	 * so that the document is written the same way every time.
	 */
	private static Map<String, String> ordered(String... keysAndValues) {
		Map<String, String> map = new LinkedHashMap<>();
		for (int i = 0; i < keysAndValues.length; i += 2) {
			map.put(keysAndValues[i], keysAndValues[i + 1]);
		}
		return map;
	}

}
