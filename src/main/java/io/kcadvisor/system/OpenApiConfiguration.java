package io.kcadvisor.system;

import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.core.converter.ResolvedSchema;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.info.License;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.swagger.v3.oas.models.servers.Server;
import java.util.List;

import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springdoc.core.customizers.OperationCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/**
 * The OpenAPI document: its description, examples for every field, and every error
 * response an operation declares with {@link ProblemResponses} as an
 * {@code application/problem+json} {@link ApiProblem}.
 */
@Configuration(proxyBeanMethods = false)
class OpenApiConfiguration {

	private static final String PROBLEM = "Problem";

	@Bean
	OpenAPI advisorOpenApi() {
		return new OpenAPI().info(new Info().title("Kafka Compression Advisor API")
			.version("v1")
			.description("Measures every Kafka compression codec, level and batch size on a sample of your messages, "
					+ "as real Kafka v2 record batches, and recommends producer and topic settings.")
			.license(new License().name("Apache-2.0")))
			.servers(List.of(new Server().url("/").description("The service that serves this document")));
	}

	@Bean
	OpenApiCustomizer problemSchemaAndExamples() {
		return (openApi) -> {
			ResolvedSchema resolved = ModelConverters.getInstance()
				.resolveAsResolvedSchema(new AnnotatedType(ApiProblem.class).resolveAsRef(false));
			Components components = (openApi.getComponents() != null) ? openApi.getComponents() : new Components();
			components.addSchemas(PROBLEM, resolved.schema);
			resolved.referencedSchemas.forEach(components::addSchemas);
			openApi.setComponents(components);
			OpenApiExamples.addTo(openApi);
		};
	}

	/**
	 * Documents the problems each operation declares, and 400 on every operation: the
	 * server refuses a malformed request line or headers on any of them before the
	 * request is read ({@code ProblemReportValve}).
	 */
	@Bean
	OperationCustomizer problemResponses() {
		return (operation, handlerMethod) -> {
			ApiResponses responses = (operation.getResponses() != null) ? operation.getResponses() : new ApiResponses();
			responses.addApiResponse(Integer.toString(HttpStatus.BAD_REQUEST.value()),
					problemResponse(HttpStatus.BAD_REQUEST.value()));
			ProblemResponses declared = handlerMethod.getMethodAnnotation(ProblemResponses.class);
			if (declared != null) {
				for (int status : declared.value()) {
					responses.addApiResponse(Integer.toString(status), problemResponse(status));
				}
			}
			operation.setResponses(responses);
			return operation;
		};
	}

	private static ApiResponse problemResponse(int status) {
		Schema<?> schema = new Schema<>().$ref("#/components/schemas/" + PROBLEM);
		return new ApiResponse().description(HttpStatus.valueOf(status).getReasonPhrase())
			.content(new Content().addMediaType(org.springframework.http.MediaType.APPLICATION_PROBLEM_JSON_VALUE,
					new MediaType().schema(schema)));
	}

}
