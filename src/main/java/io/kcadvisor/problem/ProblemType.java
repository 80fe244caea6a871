package io.kcadvisor.problem;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;

/**
 * A kind of problem (RFC 9457): the slug its type URI ends with, the HTTP status it is
 * answered with, and its title. Every kind the service names is a constant here; an error
 * known only by its status, such as one Tomcat or Spring MVC raises, is
 * {@link #forStatus(int) named after the status}.
 *
 * @param slug the last segment of the type URI, for example {@code sample-too-large}
 * @param status the HTTP status
 * @param title a short summary of the kind
 */
public record ProblemType(String slug, HttpStatusCode status, String title) {

	/** Request fields with values the service does not accept. */
	public static final ProblemType INVALID_FIELD = new ProblemType("invalid-field", HttpStatus.BAD_REQUEST,
			"Invalid request");

	/** A query string parameter that cannot be decoded. */
	public static final ProblemType UNDECODABLE_PARAMETER = new ProblemType("undecodable-parameter",
			HttpStatus.BAD_REQUEST, "Undecodable parameter");

	/** Request parameters that could not be read at all. */
	public static final ProblemType UNREADABLE_PARAMETERS = new ProblemType("unreadable-parameters",
			HttpStatus.BAD_REQUEST, "Unreadable parameters");

	/** An upload that could not be read: cut off, or not valid multipart. */
	public static final ProblemType UNREADABLE_UPLOAD = new ProblemType("unreadable-upload", HttpStatus.BAD_REQUEST,
			"Unreadable upload");

	/** A request body that could not be read as the JSON the path takes. */
	public static final ProblemType UNREADABLE_BODY = new ProblemType("unreadable-body", HttpStatus.BAD_REQUEST,
			"Unreadable body");

	/** No analysis has the id asked for. */
	public static final ProblemType ANALYSIS_NOT_FOUND = new ProblemType("analysis-not-found", HttpStatus.NOT_FOUND,
			"Analysis not found");

	/** No scan has the id asked for. */
	public static final ProblemType SCAN_NOT_FOUND = new ProblemType("scan-not-found", HttpStatus.NOT_FOUND,
			"Scan not found");

	/** A sample over one of the sample limits. */
	public static final ProblemType SAMPLE_TOO_LARGE = new ProblemType("sample-too-large", HttpStatus.CONTENT_TOO_LARGE,
			"Sample too large");

	/** An upload of more parts than the service reads. */
	public static final ProblemType TOO_MANY_PARTS = new ProblemType("too-many-parts", HttpStatus.CONTENT_TOO_LARGE,
			"Too many parts");

	/** Form fields, besides the sample, over the size the service reads. */
	public static final ProblemType FIELDS_TOO_LARGE = new ProblemType("fields-too-large", HttpStatus.CONTENT_TOO_LARGE,
			"Form fields too large");

	/** An upload that is not a multipart request. */
	public static final ProblemType UNSUPPORTED_MEDIA_TYPE = new ProblemType("unsupported-media-type",
			HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Unsupported media type");

	/** A sample that cannot be split in its format. */
	public static final ProblemType MALFORMED_SAMPLE = new ProblemType("malformed-sample",
			HttpStatus.UNPROCESSABLE_CONTENT, "Malformed sample");

	/** A sample with no records. */
	public static final ProblemType EMPTY_SAMPLE = new ProblemType("empty-sample", HttpStatus.UNPROCESSABLE_CONTENT,
			"Empty sample");

	/** A request a browser sent for a page of another site. */
	public static final ProblemType CROSS_SITE_REQUEST = new ProblemType("cross-site-request", HttpStatus.FORBIDDEN,
			"Cross-site request");

	/** A service that cannot take another analysis now. */
	public static final ProblemType SERVICE_BUSY = new ProblemType("service-busy", HttpStatus.TOO_MANY_REQUESTS,
			"Service busy");

	/** A failure the service did not expect. */
	public static final ProblemType INTERNAL_ERROR = new ProblemType("internal-error", HttpStatus.INTERNAL_SERVER_ERROR,
			"Internal error");

	/** An analysis whose sweep failed, or measured nothing. */
	public static final ProblemType MEASUREMENT_FAILED = new ProblemType("measurement-failed",
			HttpStatus.INTERNAL_SERVER_ERROR, "Measurement failed");

	/**
	 * An analysis that stopped because the instance measuring it stopped, shut down or
	 * crashed: its sample was never stored, so it must be submitted again.
	 */
	public static final ProblemType INTERRUPTED = new ProblemType("interrupted", HttpStatus.SERVICE_UNAVAILABLE,
			"Analysis interrupted");

	/** A database the service cannot reach, or that does not answer in time. */
	public static final ProblemType DATABASE_UNAVAILABLE = new ProblemType("database-unavailable",
			HttpStatus.SERVICE_UNAVAILABLE, "Database unavailable");

	/** An analysis whose time budget ran out before it measured anything. */
	public static final ProblemType TIME_BUDGET_EXCEEDED = new ProblemType("time-budget-exceeded",
			HttpStatus.SERVICE_UNAVAILABLE, "Time budget exceeded");

	/** No cluster of that name is configured. */
	public static final ProblemType CLUSTER_NOT_FOUND = new ProblemType("cluster-not-found", HttpStatus.NOT_FOUND,
			"Cluster not found");

	/** The cluster has no topic of that name. */
	public static final ProblemType TOPIC_NOT_FOUND = new ProblemType("topic-not-found", HttpStatus.NOT_FOUND,
			"Topic not found");

	/** A cluster that did not answer within the request timeout. */
	public static final ProblemType CLUSTER_UNREACHABLE = new ProblemType("cluster-unreachable",
			HttpStatus.GATEWAY_TIMEOUT, "Cluster unreachable");

	/**
	 * A cluster whose client cannot be made as the operator configured it: none of its
	 * bootstrap servers resolves, or a client property is not valid.
	 */
	public static final ProblemType CLUSTER_MISCONFIGURED = new ProblemType("cluster-misconfigured",
			HttpStatus.SERVICE_UNAVAILABLE, "Cluster misconfigured");

	/** A cluster that stopped answering, or failed, while a topic was read. */
	public static final ProblemType TOPIC_READ_FAILED = new ProblemType("topic-read-failed",
			HttpStatus.SERVICE_UNAVAILABLE, "Topic read failed");

	/** The cluster's ACLs do not let the service do what it needs. */
	public static final ProblemType NOT_AUTHORIZED = new ProblemType("not-authorized", HttpStatus.FORBIDDEN,
			"Not authorized");

	/** A topic with no records to sample. */
	public static final ProblemType EMPTY_TOPIC = new ProblemType("empty-topic", HttpStatus.UNPROCESSABLE_CONTENT,
			"Empty topic");

	/**
	 * Returns the kind of an error known only by its HTTP status: named after the
	 * status's reason phrase, or {@code error} for a status without one.
	 * @param code the HTTP status code
	 * @return the kind
	 */
	public static ProblemType forStatus(int code) {
		HttpStatus status = HttpStatus.resolve(code);
		if (status == null) {
			return new ProblemType("error", HttpStatusCode.valueOf(code), "Error");
		}
		String reason = status.getReasonPhrase();
		return new ProblemType(reason.toLowerCase(Locale.ROOT).replace(' ', '-'), status, reason);
	}

	/**
	 * Returns the kind a slug names, such as one read back from storage.
	 * @param slug the slug
	 * @return the constant of this class with that slug, or, for a slug no constant has,
	 * a kind of that slug answered as an internal error
	 */
	public static ProblemType named(String slug) {
		ProblemType known = Named.BY_SLUG.get(slug);
		return (known != null) ? known : new ProblemType(slug, HttpStatus.INTERNAL_SERVER_ERROR, "Error");
	}

	/**
	 * Returns the type URI: the slug under {@code /problems/}.
	 * @return the URI
	 */
	public URI uri() {
		return URI.create("/problems/" + this.slug);
	}

	/**
	 * The constants by slug, built on first use, once every constant is set.
	 */
	private static final class Named {

		static final Map<String, ProblemType> BY_SLUG = Arrays.stream(ProblemType.class.getFields())
			.filter((field) -> Modifier.isStatic(field.getModifiers()) && field.getType() == ProblemType.class)
			.map(Named::value)
			.collect(Collectors.toUnmodifiableMap(ProblemType::slug, Function.identity()));

		private static ProblemType value(Field field) {
			try {
				return (ProblemType) field.get(null);
			}
			catch (IllegalAccessException ex) {
				throw new IllegalStateException(ex);
			}
		}

	}

}
