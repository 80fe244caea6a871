package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.TopicSamples;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.SweepRequest;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.util.StringUtils;
import org.springframework.web.servlet.ModelAndView;

/**
 * The upload form page: the choices it offers, a topic of a configured cluster among them
 * when there are clusters, the values submitted, and each problem beside the field it
 * concerns.
 */
@Component
class UploadPage {

	static final AnalysisForm BLANK = new AnalysisForm(null, null, null, null, null, null, null, null, null, null, null,
			null, null, null, null, null, null, null, null, null, null, null);

	private static final List<String> WORKLOAD_FIELDS = List.of("messagesPerSecond", "averageMessagesPerSecond",
			"partitions", "lingerMs", "keyed", "producers", "requestLatencyMs", "replicationFactor", "retentionHours",
			"consumerGroups", "brokers");

	private static final List<String> BATCHING_FIELDS = List.of("batchSizes", "recordsPerBatch");

	/** The versions the Kafka version field suggests: every release, newest first. */
	private static final List<String> KAFKA_VERSIONS = Arrays.stream(KafkaVersion.values())
		.sorted(Comparator.reverseOrder())
		.map(KafkaVersion::toString)
		.toList();

	private final Map<String, PresetChoice> presets = Arrays.stream(Preset.values())
		.collect(Collectors.toMap(Preset::apiName,
				(preset) -> new PresetChoice(SweepRequest.of(preset).tasks().size(), preset.batchSizes())));

	private final long maxSampleBytes;

	private final TopicSamples topics;

	UploadPage(SampleSettings sampleSettings, TopicSamples topics) {
		this.maxSampleBytes = sampleSettings.maxSize().toBytes();
		this.topics = topics;
	}

	/**
	 * Renders the form.
	 * @param form the values to show
	 * @param problem why the submitted form was refused, or {@code null}
	 * @return the page, with the problem's status
	 */
	ModelAndView render(AnalysisForm form, ProblemException problem) {
		UploadErrors errors = UploadErrors.of(problem, form, this.maxSampleBytes);
		String general = (problem != null && errors.byField().isEmpty()) ? problem.getMessage() : null;
		ModelAndView page = new ModelAndView("upload", (problem != null) ? problem.type().status() : HttpStatus.OK);
		page.addObject("form", form);
		page.addObject("labels", UploadErrors.LABELS);
		page.addObject("errors", errors.byField());
		page.addObject("summary", errors.summary());
		page.addObject("problem", general);
		page.addObject("chooseAgain", problem != null && form.hasSample());
		page.addObject("presets", this.presets);
		page.addObject("checkedCodecs", checkedCodecs(form.codecs(), errors.byField().containsKey("codecs")));
		page.addObject("maxSampleBytes", this.maxSampleBytes);
		page.addObject("wholeNumbers", FormLimits.WHOLE_NUMBERS);
		page.addObject("maxMessagesPerSecond", (long) FormLimits.MAX_MESSAGES_PER_SECOND);
		page.addObject("maxRequestLatencyMs", (long) FormLimits.MAX_REQUEST_LATENCY_MS);
		page.addObject("maxBatchSize", FormLimits.MAX_BATCH_SIZE);
		page.addObject("kafkaVersionPattern", KafkaVersion.PATTERN);
		page.addObject("batchSizesPattern", FormLimits.BATCH_SIZES);
		page.addObject("newestKafka", KafkaVersion.NEWEST.toString());
		page.addObject("kafkaVersions", KAFKA_VERSIONS);
		page.addObject("workloadOpen",
				sectionOpen(errors.byField(), WORKLOAD_FIELDS, form.messagesPerSecond(),
						form.averageMessagesPerSecond(), form.partitions(), form.lingerMs(), form.keyed(),
						form.producers(), form.requestLatencyMs(), form.replicationFactor(), form.retentionHours(),
						form.consumerGroups(), form.brokers()));
		page.addObject("batchingOpen",
				sectionOpen(errors.byField(), BATCHING_FIELDS, form.batchSizes(), form.recordsPerBatch()));
		page.addObject("clusters", this.topics.clusters());
		page.addObject("fromTopic", form.fromTopic());
		page.addObject("defaultSampleRecords", this.topics.defaultSampleRecords());
		page.addObject("maxSampleRecords", this.topics.maxSampleRecords());
		page.addObject("fmt", new PageFormat());
		return page;
	}

	private static Set<String> checkedCodecs(String codecs, boolean refused) {
		if (!StringUtils.hasText(codecs) && refused) {
			return Set.of();
		}
		if (!StringUtils.hasText(codecs)) {
			return Arrays.stream(Codec.values()).map(Codec::kafkaName).collect(Collectors.toSet());
		}
		return Arrays.stream(codecs.split(","))
			.map((codec) -> codec.trim().toLowerCase(Locale.ROOT))
			.collect(Collectors.toSet());
	}

	private static boolean sectionOpen(Map<String, String> errors, List<String> fields, String... values) {
		return fields.stream().anyMatch(errors::containsKey) || Stream.of(values).anyMatch(StringUtils::hasText);
	}

	/**
	 * What a preset the form offers measures.
	 *
	 * @param configurations the configurations it measures over all codecs
	 * @param batchSizes the batch.size values it sweeps
	 */
	record PresetChoice(int configurations, List<Integer> batchSizes) {
	}

}
