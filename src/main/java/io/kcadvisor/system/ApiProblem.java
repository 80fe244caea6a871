package io.kcadvisor.system;

import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import io.swagger.v3.oas.annotations.media.Schema;
import java.net.URI;
import java.util.List;

/**
 * The shape of every error the API answers with (RFC 9457), for the OpenAPI document:
 * what Spring's {@code ProblemDetail} serializes to, with this service's extension
 * members.
 *
 * @param type a URI naming the kind of problem
 * @param title a short summary of the kind of problem
 * @param status the HTTP status
 * @param detail what happened in this case, and how to fix it
 * @param instance the request path
 * @param errors for 400: every invalid field and what it accepts
 * @param limit for 413: the limit exceeded, {@code maxBytes} (the whole sample),
 * {@code maxRecords}, {@code maxRecordBytes} (one record) or {@code maxBatchBytes} (the
 * records of one batch of a segment, inflated)
 * @param limitValue for 413: the limit's value
 * @param format for 422: the format the sample was split with
 * @param location for 422: where the sample is malformed (record number or byte offset)
 * @param byteOffset for 422: the byte offset of the problem in its part, where it is
 * known
 */
@Schema(name = "Problem", description = "An RFC 9457 problem detail")
public record ApiProblem(@Schema(format = "uri-reference", example = "/problems/invalid-field") URI type,
		@Schema(example = "Invalid request") String title, @Schema(example = "400") int status,
		@Schema(example = "codecs: unknown codec 'brotli'; accepted: none, gzip, snappy, lz4, zstd") String detail,
		@Schema(format = "uri-reference", example = "/api/v1/analyses") URI instance, List<FieldProblem> errors,
		@Schema(allowableValues = {
				"maxBytes", "maxRecords", "maxRecordBytes", "maxBatchBytes" }) String limit,
		Long limitValue, String format, String location, Long byteOffset){
}
