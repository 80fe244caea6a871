package io.kcadvisor.analysis.web;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.sample.MalformedSampleException;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sample.SampleTooLargeException;
import io.kcadvisor.system.InvalidFieldsException;
import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.util.StringUtils;

/**
 * Why the upload form was refused, in words: the problem beside each field, in the form's
 * order, and the summary at the top of the page, each item naming its field.
 *
 * @param byField the problem of each field, in the form's order
 * @param summary the problems as the summary lists them
 */
record UploadErrors(Map<String, String> byField, List<SummaryItem> summary) {

	/**
	 * The form's fields in the order it shows them, with the names its labels and summary
	 * give them.
	 */
	static final Map<String, String> LABELS = labels("sample", "Sample messages", "cluster", "Cluster", "topic",
			"Topic", "sampleRecords", "Records to read", "format", "Format", "preset", "How much to measure",
			"objective", "What matters most", "codecs", "Codecs", "kafkaVersion", "Kafka version", "messagesPerSecond",
			"Messages per second", "averageMessagesPerSecond", "Average messages/s", "partitions", "Partitions",
			"lingerMs", "linger.ms", "keyed", "Message keys", "producers", "Producers", "requestLatencyMs",
			"Request latency (ms)", "replicationFactor", "Replication factor", "retentionHours", "Retention (hours)",
			"consumerGroups", "Consumer groups", "brokers", "Brokers", "batchSizes", "batch.size values",
			"recordsPerBatch", "Records per batch");

	/** The form's words for the problems whose API message names the API's fields. */
	private static final Map<String, String> IN_THE_FORMS_WORDS = Map.of(AnalysisForm.BOTH_BATCHINGS,
			"Fill in Records per batch or batch.size values, not both, since batches of a fixed number of records "
					+ "ignore batch.size.",
			AnalysisForm.BOTH_SOURCES, "Choose a file or a topic to read, not both.", AnalysisForm.NO_CLUSTER,
			"Choose one of the clusters listed.");

	/** Words that keep their capital letter inside a sentence. */
	private static final Set<String> NAMES = Set.of("Kafka");

	/** How the format field names each format. */
	private static final Map<SampleFormat, String> FORMATS = Map.of(SampleFormat.AUTO, "Detect automatically",
			SampleFormat.LINES, "Lines", SampleFormat.JSON_ARRAY, "JSON array", SampleFormat.LENGTH_PREFIXED,
			"Length-prefixed", SampleFormat.FILES, "Files", SampleFormat.WHOLE, "Whole", SampleFormat.KAFKA_SEGMENT,
			"Kafka .log segment");

	/**
	 * Statuses of problems with the topic chosen, shown beside it: unknown, not to be
	 * read, empty or too large.
	 */
	private static final Set<HttpStatusCode> TOPIC_STATUSES = Set.of(HttpStatus.FORBIDDEN, HttpStatus.NOT_FOUND,
			HttpStatus.CONTENT_TOO_LARGE, HttpStatus.UNPROCESSABLE_CONTENT);

	/** Statuses of problems with the sample itself, shown beside the file input. */
	private static final Set<HttpStatusCode> SAMPLE_STATUSES = Set.of(HttpStatus.BAD_REQUEST,
			HttpStatus.CONTENT_TOO_LARGE, HttpStatus.UNPROCESSABLE_CONTENT);

	/**
	 * Returns the problems of a refused form.
	 * @param problem why it was refused, or {@code null}
	 * @param form the values submitted
	 * @param maxSampleBytes the largest sample accepted
	 * @return the problems, none without a problem
	 */
	static UploadErrors of(ProblemException problem, AnalysisForm form, long maxSampleBytes) {
		Map<String, String> found = (problem != null) ? byField(problem, form, maxSampleBytes) : Map.of();
		Map<String, String> ordered = new LinkedHashMap<>();
		LABELS.keySet().stream().filter(found::containsKey).forEach((field) -> ordered.put(field, found.get(field)));
		found.forEach(ordered::putIfAbsent);
		return new UploadErrors(ordered,
				ordered.entrySet().stream().map((error) -> SummaryItem.of(error.getKey(), error.getValue())).toList());
	}

	private static Map<String, String> byField(ProblemException problem, AnalysisForm form, long maxSampleBytes) {
		Map<String, String> errors = new HashMap<>();
		if (problem instanceof InvalidFieldsException invalid) {
			for (FieldProblem field : invalid.problems()) {
				errors.merge(field.field(), IN_THE_FORMS_WORDS.getOrDefault(field.message(), sentence(field.message())),
						(first, second) -> first + " " + second);
			}
		}
		else if (form.fromTopic() && TOPIC_STATUSES.contains(problem.type().status())) {
			errors.put("topic", sentence(problem.getMessage()));
		}
		else if (problem instanceof MalformedSampleException malformed) {
			errors.put("format", sentence(malformed.getMessage()) + " " + formatHint(form, malformed.format()));
		}
		else if (problem instanceof SampleTooLargeException tooLarge
				&& tooLarge.limit() == SampleTooLargeException.Limit.MAX_BYTES) {
			errors.put("sample", "The sample is over the limit of " + new PageFormat().binary(maxSampleBytes)
					+ ", uncompressed. Choose a part of it: a few thousand messages are enough.");
		}
		else if (SAMPLE_STATUSES.contains(problem.type().status())) {
			errors.put("sample", sentence(problem.getMessage()));
		}
		return errors;
	}

	/** What to choose when the sample could not be read in its format. */
	private static String formatHint(AnalysisForm form, SampleFormat detected) {
		SampleFormat chosen = parseOr(form.format(), SampleFormat.AUTO);
		if (chosen == SampleFormat.AUTO) {
			return "It looked like " + FORMATS.get(detected) + ": choose the format it is in.";
		}
		return "Choose the format it is in, or " + FORMATS.get(SampleFormat.AUTO) + ".";
	}

	private static SampleFormat parseOr(String apiName, SampleFormat fallback) {
		try {
			return (apiName != null) ? SampleFormat.fromApiName(apiName) : fallback;
		}
		catch (IllegalArgumentException ex) {
			return fallback;
		}
	}

	private static String sentence(String message) {
		String text = StringUtils.capitalize(message.strip());
		return text.endsWith(".") ? text : text + ".";
	}

	private static Map<String, String> labels(String... namesAndLabels) {
		Map<String, String> labels = new LinkedHashMap<>();
		for (int i = 0; i < namesAndLabels.length; i += 2) {
			labels.put(namesAndLabels[i], namesAndLabels[i + 1]);
		}
		return Collections.unmodifiableMap(labels);
	}

	/**
	 * A problem as the summary lists it.
	 *
	 * @param field the field it concerns, the id of its input
	 * @param text what is wrong, naming the field
	 */
	record SummaryItem(String field, String text) {

		static SummaryItem of(String field, String message) {
			String label = LABELS.getOrDefault(field, field);
			boolean named = message.regionMatches(true, 0, label, 0, label.length());
			return new SummaryItem(field, named ? message : label + ": " + lowerFirst(message));
		}

		private static String lowerFirst(String text) {
			boolean word = text.length() > 1 && Character.isUpperCase(text.charAt(0))
					&& Character.isLowerCase(text.charAt(1)) && !NAMES.contains(text.split("\\W", 2)[0]);
			return word ? Character.toLowerCase(text.charAt(0)) + text.substring(1) : text;
		}

	}

}
