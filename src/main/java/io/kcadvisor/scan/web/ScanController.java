package io.kcadvisor.scan.web;

import io.kcadvisor.scan.Scan;
import io.kcadvisor.scan.ScanService;
import io.kcadvisor.scan.web.ScanForm.Validated;
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
import tools.jackson.databind.node.ObjectNode;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The scans API: scan the topics of a cluster, follow the ranking as it fills, read it as
 * JSON or CSV, cancel or delete.
 */
@RestController
@RequestMapping(path = "/api/v1/scans", produces = MediaType.APPLICATION_JSON_VALUE)
@Tag(name = "scans", description = "Analyse every topic of a cluster and rank them by what switching saves")
class ScanController {

	private static final String TEXT_CSV = "text/csv";

	private static final String CREATE_DESCRIPTION = "Lists the cluster's topics that the expression matches "
			+ "(404 for an unknown cluster, 403 or 504 when it may not be described or does not answer, 400 when the "
			+ "expression is invalid or matches no topic or more than advisor.scan.max-topics, 429 when "
			+ "advisor.scan.max-concurrent scans are running) and answers at once. Each topic is then analysed like "
			+ "POST /api/v1/analyses with its cluster and topic, by whichever instance sharing the database takes "
			+ "its job; follow the Location until the status is final. A topic that cannot be analysed is listed "
			+ "with its error; the scan goes on.";

	private final ScanService scans;

	ScanController(ScanService scans) {
		this.scans = scans;
	}

	@PostMapping(consumes = { MediaType.APPLICATION_FORM_URLENCODED_VALUE, MediaType.MULTIPART_FORM_DATA_VALUE })
	@Operation(operationId = "createScan", summary = "Scan the topics of a cluster", description = CREATE_DESCRIPTION,
			requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true,
					content = {
							@Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
									schema = @Schema(implementation = ScanForm.class)),
							@Content(mediaType = MediaType.APPLICATION_FORM_URLENCODED_VALUE,
									schema = @Schema(implementation = ScanForm.class)),
							@Content(mediaType = MediaType.MULTIPART_FORM_DATA_VALUE,
									schema = @Schema(implementation = ScanForm.class)) }))
	@ApiResponse(responseCode = "202", description = "Accepted: the scan is queued")
	@ProblemResponses({ 403, 404, 413, 415, 429, 503, 504 })
	ResponseEntity<ScanView> create(@Parameter(hidden = true) @ModelAttribute ScanForm form, BindingResult binding,
			HttpServletRequest request) {
		FieldParser fields = new FieldParser();
		ScanForm.FIELDS.check(fields, KnownFields.given(request));
		return created(form, fields);
	}

	/**
	 * The same request as {@code createScan}, which documents it, with a JSON body.
	 */
	@PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
	@Operation(hidden = true)
	ResponseEntity<ScanView> createFromJson(@RequestBody ObjectNode body) {
		FieldParser fields = new FieldParser();
		return created(ScanForm.fromJson(body, fields), fields);
	}

	private ResponseEntity<ScanView> created(ScanForm form, FieldParser fields) {
		Validated validated = form.validate(this.scans.settings(), fields);
		Scan scan = this.scans.start(validated.cluster(), validated.request());
		return ResponseEntity.status(HttpStatus.ACCEPTED)
			.location(URI.create("/api/v1/scans/" + scan.id()))
			.body(ScanView.of(scan));
	}

	@GetMapping("/{id}")
	@Operation(operationId = "getScan", summary = "Read a scan",
			description = "Progress and every topic, ranked by what switching to its top recommendation saves, with "
					+ "the totals for the cluster. With Accept: text/csv, one row per topic in the same order.")
	@ApiResponse(responseCode = "200", description = "The scan",
			content = {
					@Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
							schema = @Schema(implementation = ScanView.class)),
					@Content(mediaType = TEXT_CSV, schema = @Schema(type = "string")) })
	@ProblemResponses({ 404, 503 })
	ScanView get(@PathVariable String id) {
		return ScanView.of(this.scans.get(id));
	}

	/**
	 * The topics as CSV: the same request as {@code getScan}, which documents it, with
	 * {@code Accept: text/csv}.
	 */
	@GetMapping(path = "/{id}", produces = TEXT_CSV)
	@Operation(hidden = true)
	ResponseEntity<String> csv(@PathVariable String id) {
		return ResponseEntity.ok()
			.contentType(new MediaType("text", "csv", StandardCharsets.UTF_8))
			.header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"scan-" + id + ".csv\"")
			.body(ScanCsv.write(get(id)));
	}

	@DeleteMapping("/{id}")
	@Operation(operationId = "deleteScan", summary = "Cancel or delete a scan",
			description = "Cancels a scan that has not ended, with the analyses of its running topics (answering "
					+ "with it, now CANCELLED), or deletes one that has (answering 204); the topics' analyses are "
					+ "kept until they expire.")
	@ApiResponse(responseCode = "200", description = "Cancelled")
	@ApiResponse(responseCode = "204", description = "Deleted", content = @Content)
	@ProblemResponses({ 403, 404, 503 })
	ResponseEntity<ScanView> delete(@PathVariable String id) {
		Scan cancelled = this.scans.cancelOrDelete(id);
		if (cancelled == null) {
			return ResponseEntity.noContent().build();
		}
		return ResponseEntity.ok(ScanView.of(cancelled));
	}

}
