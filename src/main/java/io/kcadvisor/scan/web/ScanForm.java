package io.kcadvisor.scan.web;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.scan.ScanRequest;
import io.kcadvisor.scan.ScanSettings;
import io.kcadvisor.scan.TopicMatcher;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.system.FieldParser;
import io.kcadvisor.system.KnownFields;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.util.StringUtils;

/**
 * The fields of {@code POST /api/v1/scans}, as text, so that every invalid value gets a
 * message naming the field and what it accepts.
 *
 * @param cluster the configured cluster to scan
 * @param topics the regular expression topic names must match whole
 * @param preset how much to sweep on each topic
 * @param sampleRecords the latest records read from each topic
 * @param objective what to rank by
 * @param kafkaVersion the Kafka version to advise for
 */
@Schema(name = "NewScan", description = "The topics of a cluster to scan, and how",
		additionalProperties = Schema.AdditionalPropertiesValue.FALSE)
record ScanForm(

		@Schema(description = "A cluster the operator configured, as GET /api/v1/clusters lists them",
				requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1, example = "local") String cluster,

		@Schema(description = "A Java regular expression a topic's whole name must match; every topic but the "
				+ "internal ones by default", maxLength = 1000, example = "orders\\..*") String topics,

		@Schema(description = "How much to sweep on each topic", defaultValue = "quick", allowableValues = {
				"quick", "standard", "exhaustive" }, example = "quick") String preset,

		@Schema(description = "The latest records read from each topic; at most advisor.scan.max-sample-records",
				type = "integer", format = "int32", minimum = "1", defaultValue = "2000",
				example = "2000") String sampleRecords,

		@Schema(description = "What to rank each topic's configurations by", defaultValue = "balanced",
				allowableValues = { "balanced", "smallest", "fastest" }, example = "balanced") String objective,

		@Schema(description = "The producers' and brokers' Kafka version, for what may be pasted; the newest by "
				+ "default", pattern = KafkaVersion.PATTERN, example = "3.7") String kafkaVersion){

	static final ScanForm BLANK = new ScanForm(null, null, null, null, null, null);

	static final KnownFields FIELDS = KnownFields.of(ScanForm.class);

	/**
	 * Reads the fields of a JSON request, each a string, number or boolean taken as its
	 * text, as a form's would be.
	 * @param body the request's object
	 * @param fields where a field the form does not have, or a list or object given as a
	 * field's value, is rejected
	 * @return the form
	 */
	static ScanForm fromJson(ObjectNode body, FieldParser fields) {
		FIELDS.check(fields, body.propertyNames());
		return new ScanForm(text(body, "cluster", fields), text(body, "topics", fields), text(body, "preset", fields),
				text(body, "sampleRecords", fields), text(body, "objective", fields),
				text(body, "kafkaVersion", fields));
	}

	private static String text(ObjectNode body, String field, FieldParser fields) {
		JsonNode value = body.get(field);
		if (value == null || value.isNull()) {
			return null;
		}
		if (!value.isValueNode()) {
			fields.reject(field, "must be a string or a number, not " + (value.isArray() ? "a list" : "an object"));
			return null;
		}
		return value.asString();
	}

	/**
	 * Validates every field.
	 * @param settings the scans' limits
	 * @return the cluster's name and the request
	 * @throws io.kcadvisor.system.InvalidFieldsException naming every invalid field
	 */
	Validated validate(ScanSettings settings) {
		return validate(settings, new FieldParser());
	}

	/**
	 * Validates every field, adding to the problems already found.
	 * @param settings the scans' limits
	 * @param fields the problems already found, such as fields the form does not have
	 * @return the cluster's name and the request
	 * @throws io.kcadvisor.system.InvalidFieldsException naming every invalid field
	 */
	Validated validate(ScanSettings settings, FieldParser fields) {
		if (!StringUtils.hasText(this.cluster)) {
			fields.reject("cluster", "name a configured cluster, as GET /api/v1/clusters lists them");
		}
		Pattern pattern = fields.parse("topics", this.topics, TopicMatcher::compile, null);
		Preset sweepPreset = fields.parse("preset", this.preset, Preset::fromApiName, Preset.QUICK);
		Integer records = fields.integer("sampleRecords", this.sampleRecords, 1, settings.maxSampleRecords());
		Objective rankBy = fields.parse("objective", this.objective, Objective::fromApiName, Objective.BALANCED);
		KafkaVersion version = fields.parse("kafkaVersion", this.kafkaVersion, KafkaVersion::parse,
				KafkaVersion.NEWEST);
		fields.throwIfInvalid();
		return new Validated(this.cluster.trim(), new ScanRequest((pattern != null) ? pattern.pattern() : null,
				sweepPreset, (records != null) ? records : settings.defaultSampleRecords(), rankBy, version));
	}

	/**
	 * A validated request.
	 *
	 * @param cluster the cluster's name
	 * @param request the request
	 */
	record Validated(String cluster, ScanRequest request) {
	}

}
