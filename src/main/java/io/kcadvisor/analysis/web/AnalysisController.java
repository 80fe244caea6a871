package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.TopicSamples;
import io.kcadvisor.analysis.web.AnalysisView.RecommendationView;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.system.ClientAddresses;
import io.kcadvisor.system.FieldParser;
import io.kcadvisor.system.KnownFields;
import io.kcadvisor.system.ProblemResponses;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import java.nio.charset.StandardCharsets;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.StringUtils;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * The analyses API: submit a sample, follow its progress, read the advice, cancel or
 * delete.
 */
@RestController
@RequestMapping(path = "/api/v1/analyses", produces = MediaType.APPLICATION_JSON_VALUE)
@Tag(name = "analyses", description = "Measure Kafka compression on a sample and get recommendations")
class AnalysisController {

	private static final String TEXT_CSV = "text/csv";

	private static final KnownFields FORM_FIELDS = KnownFields.of(AnalysisForm.class);

	private static final KnownFields RERANK_FIELDS = KnownFields.of("objective", "kafkaVersion");

	private final AnalysisService analyses;

	private final AnalysisViews views;

	private final AnalysisEventStreams events;

	private final TopicSamples topics;

	private final ClientAddresses clients;

	AnalysisController(AnalysisService analyses, AnalysisViews views, AnalysisEventStreams events, TopicSamples topics,
			ClientAddresses clients) {
		this.analyses = analyses;
		this.views = views;
		this.events = events;
		this.topics = topics;
		this.clients = clients;
	}

	@PostMapping(consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
	@Operation(operationId = "createAnalysis", summary = "Analyse a sample",
			description = "Splits the sample into records and starts sweeping codecs, levels and batch sizes. "
					+ "Answers at once; follow the Location, or the events stream, until the status is final. "
					+ "Instead of a sample, cluster and topic read the topic's latest records: the cluster, topic "
					+ "and its ACLs are checked at once (404, 403, 422 for an empty topic, 504 when the cluster "
					+ "does not answer within advisor.kafka.request-timeout), then the records are read while the "
					+ "analysis is QUEUED; a read that fails fails the analysis.",
			requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
					content = @Content(mediaType = MediaType.MULTIPART_FORM_DATA_VALUE,
							schema = @Schema(implementation = AnalysisForm.class))))
	@ApiResponse(responseCode = "202", description = "Accepted: the analysis is queued or running")
	@ProblemResponses({ 403, 404, 408, 413, 415, 422, 429, 503, 504 })
	ResponseEntity<AnalysisView> create(@Parameter(hidden = true) @ModelAttribute AnalysisForm form,
			BindingResult binding, HttpServletRequest request) {
		// With the binding result taken, a text field named sample leaves no sample, as
		// if missing.
		FieldParser fields = new FieldParser();
		FORM_FIELDS.check(fields, KnownFields.given(request));
		Analysis analysis;
		if (form.fromTopic()) {
			Integer records = form.sampleRecordsOfTopic(fields, this.topics.maxSampleRecords());
			analysis = this.topics.submit(form.toRequest(fields), form.cluster().trim(), form.topic().trim(),
					(records != null) ? records : this.topics.defaultSampleRecords(), this.clients.of(request));
		}
		else {
			if (!form.hasSample()) {
				fields.reject("sample", "upload the sample as a file part named 'sample', or name a cluster and "
						+ "topic to read it from");
			}
			if (StringUtils.hasText(form.sampleRecords())) {
				fields.reject("sampleRecords", "says how many records to read from a topic: an upload is measured "
						+ "whole, so leave it out, or name a cluster and topic instead of the sample");
			}
			analysis = this.analyses.submit(form.toRequest(fields),
					new MultipartSampleUpload(form.sample(), this.clients.of(request)));
		}
		return ResponseEntity.status(HttpStatus.ACCEPTED)
			.location(URI.create("/api/v1/analyses/" + analysis.id()))
			.body(this.views.view(analysis, null, null));
	}

	@GetMapping("/{id}")
	@Operation(operationId = "getAnalysis", summary = "Read an analysis",
			description = "Status and progress; once succeeded, every result and the recommendations, "
					+ "which can be re-ranked for another objective or Kafka version without measuring again. With "
					+ "Accept: text/csv, the results as CSV: one row per result, with its recommendation's rank; "
					+ "only the header until the analysis has succeeded.")
	@ApiResponse(responseCode = "200", description = "The analysis",
			content = {
					@Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
							schema = @Schema(implementation = AnalysisView.class)),
					@Content(mediaType = TEXT_CSV, schema = @Schema(type = "string")) })
	@ProblemResponses({ 404, 503 })
	AnalysisView get(@PathVariable String id,
			@Parameter(description = "Rank for this objective instead of the one submitted; empty for that one",
					allowEmptyValue = true,
					schema = @Schema(allowableValues = { "balanced", "smallest", "fastest" })) @RequestParam(
							required = false) String objective,
			@Parameter(description = "Advise for this Kafka version instead of the one submitted; empty for that one",
					allowEmptyValue = true, schema = @Schema(pattern = KafkaVersion.PATTERN),
					example = "3.7") @RequestParam(required = false) String kafkaVersion,
			HttpServletRequest request) {
		FieldParser fields = new FieldParser();
		RERANK_FIELDS.check(fields, KnownFields.given(request));
		Objective rankBy = fields.parse("objective", objective, Objective::fromApiName, null);
		KafkaVersion version = fields.parse("kafkaVersion", kafkaVersion, KafkaVersion::parse, null);
		fields.throwIfInvalid();
		return this.views.view(this.analyses.get(id), rankBy, version);
	}

	/**
	 * The results as CSV: the same request as {@code getAnalysis}, which documents it,
	 * with {@code Accept: text/csv}.
	 */
	@GetMapping(path = "/{id}", produces = TEXT_CSV)
	@Operation(hidden = true)
	ResponseEntity<String> csv(@PathVariable String id, @RequestParam(required = false) String objective,
			@RequestParam(required = false) String kafkaVersion, HttpServletRequest request) {
		AnalysisView analysis = get(id, objective, kafkaVersion, request);
		return ResponseEntity.ok()
			.contentType(new MediaType("text", "csv", StandardCharsets.UTF_8))
			.header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"analysis-" + id + ".csv\"")
			.body(ResultsCsv.write(analysis.results(),
					analysis.recommendations().stream().map(RecommendationView::recommendation).toList()));
	}

	@GetMapping(path = "/{id}/events", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
	@Operation(operationId = "streamAnalysisEvents", summary = "Follow an analysis's progress",
			description = "Server-Sent Events: 'progress' events with status, completed and total as the sweep "
					+ "advances, then one 'end' event with the final status.")
	@ApiResponse(responseCode = "200", description = "The event stream",
			content = @Content(mediaType = MediaType.TEXT_EVENT_STREAM_VALUE,
					schema = @Schema(implementation = ProgressEvent.class)))
	@ProblemResponses({ 404, 429, 503 })
	SseEmitter events(@PathVariable String id, HttpServletRequest request) {
		return this.events.subscribe(this.analyses.get(id), this.clients.of(request));
	}

	@DeleteMapping("/{id}")
	@Operation(operationId = "deleteAnalysis", summary = "Cancel or delete an analysis",
			description = "Cancels a queued or running analysis (answering with it, now CANCELLED), or deletes a "
					+ "finished one (answering 204).")
	@ApiResponse(responseCode = "200", description = "Cancelled")
	@ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
	@ProblemResponses({ 403, 404, 503 })
	ResponseEntity<AnalysisView> delete(@PathVariable String id) {
		Analysis cancelled = this.analyses.cancelOrDelete(id);
		if (cancelled == null) {
			return ResponseEntity.noContent().build();
		}
		return ResponseEntity.ok(this.views.view(cancelled, null, null));
	}

}
