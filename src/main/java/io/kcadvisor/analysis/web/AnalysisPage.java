package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Advice;
import io.kcadvisor.advice.DiskSaving.Retention;
import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.analysis.AnalysisFailure;
import io.kcadvisor.analysis.AnalysisRequest;
import io.kcadvisor.analysis.AnalysisSettings;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.analysis.web.AnalysisView.RequestView;
import io.kcadvisor.analysis.web.AnalysisView.ResultView;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.SweepRequest;
import io.kcadvisor.sweep.Workload;
import io.kcadvisor.system.Durations;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.view.RedirectView;

/**
 * The page of one analysis: its progress while it runs, then the advice, the chart and
 * every result; or what went wrong.
 */
@Component
class AnalysisPage {

	/** How often a browser without scripts reloads the page while the analysis runs. */
	private static final int RELOAD_SECONDS = 3;

	private static final Map<String, String> SNIPPET_LABELS = Map.of(Recommendation.KAFKA_CONFIGS, "kafka-configs",
			Recommendation.LIBRDKAFKA, "librdkafka", Recommendation.SPRING_BOOT, "Spring Boot", Recommendation.STRIMZI,
			"Strimzi");

	private static final Map<String, String> SNIPPET_TITLES = Map.of(Recommendation.KAFKA_CONFIGS,
			"kafka-configs.sh command for the topic", Recommendation.LIBRDKAFKA,
			"librdkafka producer configuration (C, Python, Go, .NET)", Recommendation.SPRING_BOOT,
			"Spring Boot application.yaml", Recommendation.STRIMZI, "Strimzi KafkaTopic resource");

	/** What every page's title ends with, so that tabs and bookmarks name the site. */
	private static final String SITE_NAME = " — Kafka Compression Advisor";

	private final AnalysisSettings settings;

	AnalysisPage(AnalysisSettings settings) {
		this.settings = settings;
	}

	/**
	 * Renders an analysis.
	 * @param analysis the analysis, as the API shows it with the advice
	 * @param configurations the configurations it measures
	 * @param advice the advice on it, ranked as asked: while it runs, the preliminary
	 * advice on its first answer
	 * @param firstAnswer whether it runs with a first answer, ranked as preliminary
	 * advice
	 * @param rerank the objective and Kafka version asked for, as given
	 * @param rerankErrors the problem with each of them, by field
	 * @return the page
	 */
	ModelAndView render(AnalysisView analysis, int configurations, Advice advice, boolean firstAnswer,
			Map<String, String> rerank, Map<String, String> rerankErrors) {
		List<Recommendation> recommendations = advice.recommendations();
		Recommendation top = recommendations.isEmpty() ? null : recommendations.get(0);
		ModelAndView page = new ModelAndView("analysis",
				rerankErrors.isEmpty() ? HttpStatus.OK : HttpStatus.BAD_REQUEST);
		page.addObject("analysis", analysis);
		page.addObject("configurations", configurations);
		page.addObject("top", top);
		page.addObject("firstAnswer", firstAnswer);
		page.addObject("preliminary", analysis.status() == AnalysisStatus.RUNNING && top != null);
		page.addObject("title", title(analysis, top));
		page.addObject("asked", asked(analysis.request()));
		Workload workload = analysis.request().workload();
		page.addObject("saving",
				StorageSaving.of(analysis.current(), top, analysis.sample().records(), Retention.of(
						AnalysisRequest.retentionTimeBound(analysis.sample().format(), workload), workload,
						(analysis.sample().source() != null) ? analysis.sample().source().retentionBytes() : null)));
		page.addObject("alternatives", recommendations.stream().skip(1).toList());
		page.addObject("snippets", (top != null) ? snippets(top) : List.of());
		page.addObject("ranks", Recommendation.ranks(recommendations));
		page.addObject("severalBatchSizes", severalBatchSizes(analysis.results()));
		page.addObject("anyNotRecommendable",
				analysis.results().stream().anyMatch((row) -> row.notRecommendable() != null));
		page.addObject("notConfigurable", analysis.results().stream().anyMatch((row) -> !row.result().configurable()));
		page.addObject("anyCompresses", advice.anyCompresses());
		page.addObject("workloadGiven",
				analysis.request().workload() != null && analysis.request().workload().messagesPerSecond() != null);
		page.addObject("rerank", rerank);
		page.addObject("errors", rerankErrors);
		page.addObject("reloadSeconds", analysis.status().isFinal() ? null : RELOAD_SECONDS);
		page.addObject("failure", (analysis.status() == AnalysisStatus.FAILED) ? failure(analysis.error()) : null);
		page.addObject("fmt", new PageFormat());
		page.addObject("costFormat", new CostFormat());
		return page;
	}

	/**
	 * Says why an analysis failed and how to get an answer, to the person who uploaded
	 * the sample.
	 */
	private Failure failure(AnalysisFailure error) {
		String title = error.type().title();
		if (error.type().equals(ProblemType.TIME_BUDGET_EXCEEDED)) {
			return new Failure(title,
					"The analysis may take " + Durations.inWords(this.settings.timeBudget())
							+ ", and that time ran out before any configuration was measured.",
					" with the quick preset (" + SweepRequest.of(Preset.QUICK).tasks().size()
							+ " configurations), fewer codecs or fewer messages. If that runs out of time too, "
							+ "ask whoever runs this service to allow analyses more time.");
		}
		if (error.type().equals(ProblemType.INTERRUPTED)) {
			return new Failure(title, "The service stopped before the analysis finished, and the sample is never kept.",
					" to measure it now.");
		}
		return new Failure(title, error.detail(), " to try once more.");
	}

	/**
	 * Names the page in the browser's tab: the state of an analysis that has not
	 * succeeded, the codec recommended once there is one, and the site.
	 */
	private static String title(AnalysisView analysis, Recommendation top) {
		PageFormat fmt = new PageFormat();
		String state = switch (analysis.status()) {
			case QUEUED -> "Queued: ";
			case RUNNING -> (top != null) ? "Preliminary: " : "Running: ";
			case FAILED -> "Failed: ";
			case CANCELLED -> "Cancelled: ";
			case SUCCEEDED -> "";
		};
		String advice = (top != null) ? fmt.codecAndLevel(top.result()) + " — " : "";
		return state + advice + "Analysis of " + fmt.count(analysis.sample().records(), "message") + SITE_NAME;
	}

	/**
	 * Says what an analysis was asked beyond its sample, for the list of the analyses a
	 * browser opened: the codecs, the objective and any Kafka version but the newest.
	 */
	private static String asked(RequestView request) {
		String codecs = (request.codecs().size() == Codec.values().length) ? "all codecs"
				: request.codecs().stream().map(Codec::kafkaName).collect(Collectors.joining(", "));
		String version = request.kafkaVersion().equals(KafkaVersion.NEWEST) ? "" : ", Kafka " + request.kafkaVersion();
		return codecs + " for " + request.objective().apiName() + version;
	}

	/**
	 * Sends the browser to an analysis's page, as the answer to a form it posted.
	 * @param id the analysis's id
	 * @return a 303 redirect
	 */
	static ModelAndView redirectTo(String id) {
		RedirectView redirect = new RedirectView("/analyses/" + id, true);
		redirect.setStatusCode(HttpStatus.SEE_OTHER);
		redirect.setExposeModelAttributes(false);
		return new ModelAndView(redirect);
	}

	/**
	 * Returns the settings of a recommendation as the tabs show them, each with a copy
	 * button: the Java producer's and the topic's properties, then each snippet.
	 */
	private static List<Snippet> snippets(Recommendation recommendation) {
		List<Snippet> snippets = new ArrayList<>();
		snippets.add(new Snippet("producer", "Producer", "Java producer properties",
				properties(recommendation.producerProperties())));
		snippets
			.add(new Snippet("topic", "Topic", "Topic configuration", properties(recommendation.topicProperties())));
		recommendation.snippets()
			.forEach((key, text) -> snippets.add(new Snippet(key, SNIPPET_LABELS.getOrDefault(key, key),
					SNIPPET_TITLES.getOrDefault(key, key), text)));
		return snippets;
	}

	private static String properties(Map<String, String> properties) {
		return properties.entrySet()
			.stream()
			.map((entry) -> entry.getKey() + "=" + entry.getValue())
			.collect(Collectors.joining("\n", "", "\n"));
	}

	private static boolean severalBatchSizes(List<ResultView> results) {
		return results.stream()
			.map((row) -> row.result().batchSize())
			.filter(Objects::nonNull)
			.distinct()
			.limit(2)
			.count() > 1;
	}

	/**
	 * Why an analysis failed.
	 *
	 * @param title what happened, in a few words
	 * @param what what happened, in a sentence
	 * @param retry how to get an answer, after "Upload the sample again"
	 */
	record Failure(String title, String what, String retry) {
	}

	/**
	 * A block of settings to paste.
	 *
	 * @param id its id in the page
	 * @param label its tab's label
	 * @param title what it is, in words
	 * @param text the text to paste
	 */
	record Snippet(String id, String label, String title, String text) {
	}

}
