package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.analysis.AnalysisRequest;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.Workload;
import io.kcadvisor.system.FieldParser;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.springframework.util.StringUtils;
import org.springframework.web.multipart.MultipartFile;

/**
 * The fields of {@code POST /api/v1/analyses}, as text, so that every invalid value gets
 * a message naming the field and what it accepts.
 */
@Schema(name = "AnalysisUpload",
		description = "A sample and how to analyse it; a field it does not name is refused with 400")
record AnalysisForm(

		@ArraySchema(
				arraySchema = @Schema(description = "The sample payload; repeat the part to upload several files. "
						+ "Required unless cluster and topic name a topic to read instead, and not sent with them"),
				schema = @Schema(type = "string", format = "binary"), minItems = 1) List<MultipartFile> sample,

		@Schema(description = "How the sample splits into records", defaultValue = "auto", allowableValues = {
				"auto", "lines", "json-array", "length-prefixed", "files", "whole", "kafka-segment" },
				example = "lines") String format,

		@Schema(description = "How much to sweep", defaultValue = "standard",
				allowableValues = { "quick", "standard", "exhaustive" }, example = "quick") String preset,

		@Schema(description = "Comma-separated codecs to sweep, from none, gzip, snappy, lz4, zstd; all by default",
				pattern = "^\\s*((none|gzip|snappy|lz4|zstd)(\\s*,\\s*(none|gzip|snappy|lz4|zstd))*)?\\s*$",
				example = "gzip,lz4,zstd") String codecs,

		@Schema(description = "A fixed number of records per batch, as Kafka's TestCompression tool builds them; "
				+ "when set, the producer's batching is not modelled, and batchSizes is not sent", type = "integer",
				format = "int32", minimum = "1", maximum = "1000000", example = "100") String recordsPerBatch,

		@Schema(description = "Comma-separated producer batch.size values in bytes, at most 8, each at most 16 MiB; "
				+ "the preset's by default", pattern = FormLimits.BATCH_SIZES,
				example = "16384,65536") String batchSizes,

		@Schema(description = "What to rank by", defaultValue = "balanced",
				allowableValues = { "balanced", "smallest", "fastest" }, example = "balanced") String objective,

		@Schema(description = "Messages produced per second, over all partitions and producers", type = "number",
				format = "double", minimum = "0", exclusiveMinimum = true, maximum = "1000000000",
				example = "5000") String messagesPerSecond,

		@Schema(description = "Partitions of the topic", type = "integer", format = "int32", minimum = "1",
				maximum = "100000", example = "12") String partitions,

		@Schema(description = "The producer's linger.ms; when not given, 5 (Kafka 4.0's default), which the "
				+ "recommended properties set, also for older versions", type = "integer", format = "int32",
				minimum = "0", maximum = "600000", example = "5") String lingerMs,

		@Schema(description = "Whether the messages have keys, which decides how producers spread them over "
				+ "partitions: keyed messages are hashed over all partitions, while from Kafka 2.4 messages without "
				+ "keys go to one partition at a time, so a batch collects a whole producer's rate within linger.ms; "
				+ "by default, whether the sample's records carry keys (only a kafka-segment sample's can)",
				type = "boolean", example = "false") String keyed,

		@Schema(description = "Producer instances sharing messagesPerSecond, such as an application's replicas: "
				+ "each batches only its share", type = "integer", format = "int32", minimum = "1", maximum = "100000",
				defaultValue = "1", example = "4") String producers,

		@Schema(description = "The round trip of a produce request in milliseconds, from the producer sending it to "
				+ "the broker's answer (the producer metric request-latency-avg). While up to 5 requests per broker "
				+ "await their answers (max.in.flight.requests.per.connection), the records that arrive share the "
				+ "next batch, even at linger.ms 0", type = "number", format = "double", minimum = "0",
				exclusiveMinimum = true, maximum = "30000", defaultValue = "2", example = "2") String requestLatencyMs,

		@Schema(description = "Copies of each partition", type = "integer", format = "int32", minimum = "1",
				maximum = "100", example = "3") String replicationFactor,

		@Schema(description = "How long the topic retains data, in hours", type = "integer", format = "int32",
				minimum = "1", maximum = "876000", example = "168") String retentionHours,

		@Schema(description = "Consumer groups reading every message", type = "integer", format = "int32",
				minimum = "0", maximum = "10000", example = "2") String consumerGroups,

		@Schema(description = "The Kafka version of producers and brokers, for what may be pasted; the newest by "
				+ "default", pattern = KafkaVersion.PATTERN, example = "3.9") String kafkaVersion,

		@Schema(description = "Instead of a sample: the name of a configured cluster to read the topic from, as "
				+ "GET /api/v1/clusters lists them", example = "local") String cluster,

		@Schema(description = "Instead of a sample: the topic of the cluster to read the latest records of",
				example = "orders") String topic,

		@Schema(description = "With cluster and topic: how many of the latest records to read, spread over the "
				+ "partitions; advisor.kafka.default-sample-records (10000) by default, at most "
				+ "advisor.kafka.max-sample-records (100000)", type = "integer", format = "int32", minimum = "1",
				example = "10000") String sampleRecords,

		@Schema(description = "Messages produced per second on average over days, where they come in bursts: "
				+ "bytes per day and what the topic holds at its retention are figured at it, batching and CPU "
				+ "cores at messagesPerSecond. Without it, messagesPerSecond; given alone, it is messagesPerSecond too. "
				+ "A topic analysis takes both from the topic unless either is given", type = "number",
				format = "double", minimum = "0", exclusiveMinimum = true, maximum = "1000000000",
				example = "1200") String averageMessagesPerSecond,

		@Schema(description = "The brokers that lead the topic's partitions: a Java producer sends the batches of "
				+ "all partitions a broker leads together, once the first has waited linger.ms, so that keyed batches "
				+ "hold more records on more brokers. A topic analysis takes the brokers that lead the topic's "
				+ "partitions; otherwise 1 when not given", type = "integer", format = "int32", minimum = "1",
				maximum = "10000", example = "3") String brokers){

	/** Why recordsPerBatch and batchSizes are not sent together, in the API's words. */
	static final String BOTH_BATCHINGS = "recordsPerBatch makes batches of a fixed number of records, which no "
			+ "batch.size closes: send recordsPerBatch or batchSizes, not both";

	/** Why a sample and a topic are not sent together, in the API's words. */
	static final String BOTH_SOURCES = "send either a sample or a cluster and topic, not both";

	/** Why an analysis of a topic needs a cluster, in the API's words. */
	static final String NO_CLUSTER = "name a configured cluster, as GET /api/v1/clusters lists them";

	/**
	 * Returns whether a sample was uploaded: a browser sends a nameless empty part when
	 * no file was chosen, and a text field named {@code sample} binds to no sample (its
	 * binding error is left in the binding result the controllers take).
	 * @return {@code true} when a file part named {@code sample} has a file name or
	 * content
	 */
	boolean hasSample() {
		return this.sample != null && this.sample.stream()
			.anyMatch((file) -> !file.isEmpty() || StringUtils.hasLength(file.getOriginalFilename()));
	}

	/**
	 * Returns whether the analysis is of a topic rather than of an uploaded sample.
	 * @return {@code true} when a cluster or topic is named
	 */
	boolean fromTopic() {
		return StringUtils.hasText(this.cluster) || StringUtils.hasText(this.topic);
	}

	/**
	 * Validates the fields of an analysis of a topic, which names a cluster and a topic
	 * and has no sample.
	 * @param fields the parser
	 * @param maxSampleRecords the most records that may be read
	 * @return the records to read, or {@code null} for the default
	 */
	Integer sampleRecordsOfTopic(FieldParser fields, int maxSampleRecords) {
		if (hasSample()) {
			fields.reject("sample", BOTH_SOURCES);
		}
		if (!StringUtils.hasText(this.cluster)) {
			fields.reject("cluster", NO_CLUSTER);
		}
		if (!StringUtils.hasText(this.topic)) {
			fields.reject("topic", "name a topic of the cluster");
		}
		return fields.integer("sampleRecords", this.sampleRecords, 1, maxSampleRecords);
	}

	/**
	 * Validates every field, adding to the problems already found.
	 * @param fields the parser, perhaps with problems found before
	 * @return the request
	 * @throws io.kcadvisor.system.InvalidFieldsException naming every invalid field
	 */
	AnalysisRequest toRequest(FieldParser fields) {
		SampleFormat sampleFormat = fields.parse("format", this.format, SampleFormat::fromApiName, SampleFormat.AUTO);
		if (sampleFormat == SampleFormat.TOPIC && !fromTopic()) {
			fields.reject("format", "topic is for analyses of a topic: send cluster and topic instead of a sample");
		}
		Preset sweepPreset = fields.parse("preset", this.preset, Preset::fromApiName, Preset.STANDARD);
		List<Codec> codecList = fields.list("codecs", this.codecs, Codec::fromKafkaName, Codec.values().length);
		Integer perBatch = wholeNumber(fields, "recordsPerBatch", this.recordsPerBatch);
		List<Integer> sizes = fields.list("batchSizes", this.batchSizes,
				(size) -> FieldParser.wholeNumber(size, 0, FormLimits.MAX_BATCH_SIZE), FormLimits.MAX_BATCH_SIZES);
		if (perBatch != null && sizes != null) {
			fields.reject("batchSizes", BOTH_BATCHINGS);
		}
		Objective rankBy = fields.parse("objective", this.objective, Objective::fromApiName, Objective.BALANCED);
		KafkaVersion version = fields.parse("kafkaVersion", this.kafkaVersion, KafkaVersion::parse,
				KafkaVersion.NEWEST);
		Double rate = fields.positiveNumber("messagesPerSecond", this.messagesPerSecond,
				FormLimits.MAX_MESSAGES_PER_SECOND);
		Double average = fields.positiveNumber("averageMessagesPerSecond", this.averageMessagesPerSecond,
				FormLimits.MAX_MESSAGES_PER_SECOND);
		if (rate != null && average != null && average > rate) {
			fields.reject("averageMessagesPerSecond",
					"must be at most the rate while messages flow (messagesPerSecond, " + this.messagesPerSecond
							+ "), was '" + this.averageMessagesPerSecond + "'");
		}
		Workload workload = Workload.builder()
			.messagesPerSecond((rate != null) ? rate : average)
			.partitions(wholeNumber(fields, "partitions", this.partitions))
			.lingerMs(wholeNumber(fields, "lingerMs", this.lingerMs))
			.keyed(fields.parse("keyed", this.keyed, AnalysisForm::trueOrFalse, null))
			.producers(wholeNumber(fields, "producers", this.producers))
			.replicationFactor(wholeNumber(fields, "replicationFactor", this.replicationFactor))
			.retentionHours(wholeNumber(fields, "retentionHours", this.retentionHours))
			.consumerGroups(wholeNumber(fields, "consumerGroups", this.consumerGroups))
			.requestLatencyMs(
					fields.positiveNumber("requestLatencyMs", this.requestLatencyMs, FormLimits.MAX_REQUEST_LATENCY_MS))
			.averageMessagesPerSecond(average)
			.brokers(wholeNumber(fields, "brokers", this.brokers))
			.build();
		fields.throwIfInvalid();
		Set<Codec> codecSet = (codecList != null) ? EnumSet.copyOf(codecList) : EnumSet.allOf(Codec.class);
		return new AnalysisRequest(sampleFormat, sweepPreset, codecSet, sizes, perBatch, rankBy, version, workload);
	}

	private static Integer wholeNumber(FieldParser fields, String field, String value) {
		FormLimits.Range range = FormLimits.WHOLE_NUMBERS.get(field);
		return fields.integer(field, value, range.min(), range.max());
	}

	private static boolean trueOrFalse(String text) {
		if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
			return Boolean.parseBoolean(text);
		}
		throw new IllegalArgumentException("must be true or false, was '" + text + "'");
	}

}
