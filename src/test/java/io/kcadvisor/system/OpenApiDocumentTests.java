package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.sample.SampleTooLargeException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The OpenAPI document describes the API well enough to generate clients, and the
 * committed copy that the build generates the test client from is the live one.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class OpenApiDocumentTests {

	private static final Path COMMITTED = Path.of("docs/openapi.json");

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	private JsonNode document;

	private String text;

	@BeforeEach
	void fetch() {
		this.text = RestClient.create("http://localhost:" + this.port)
			.get()
			.uri("/v3/api-docs")
			.retrieve()
			.body(String.class);
		this.document = JSON.readTree(this.text);
	}

	@Test
	void theCommittedDocumentIsTheLiveOne() throws IOException {
		String live = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(this.document) + "\n";
		if (Boolean.getBoolean("openapi.update")) {
			Files.writeString(COMMITTED, live, StandardCharsets.UTF_8);
		}
		assertThat(JSON.readTree(Files.readString(COMMITTED)))
			.as("docs/openapi.json is out of date: run ./mvnw test -Dtest=OpenApiDocumentTests -Dopenapi.update=true")
			.isEqualTo(this.document);
	}

	@Test
	void everyOperationHasAStableOperationId() {
		List<String> ids = new ArrayList<>();
		this.document.path("paths")
			.forEach((path) -> path.forEach((operation) -> ids.add(operation.path("operationId").asString())));
		assertThat(ids).containsExactlyInAnyOrder("createAnalysis", "getAnalysis", "deleteAnalysis",
				"streamAnalysisEvents", "listCodecs", "listClusters", "listTopics", "createScan", "getScan",
				"deleteScan");
	}

	@Test
	void theUploadIsAMultipartBodyWithAFileArrayThatATopicsAnalysisLeavesOut() {
		JsonNode upload = this.document.path("components").path("schemas").path("AnalysisUpload");
		assertThat(upload.path("required").toString()).doesNotContain("sample");
		assertThat(upload.path("properties").path("sample").path("description").asString())
			.contains("Required unless cluster and topic name a topic to read instead");
		assertThat(upload.path("properties").path("sample").path("items").path("format").asString())
			.isEqualTo("binary");
		assertThat(this.document.path("paths")
			.path("/api/v1/analyses")
			.path("post")
			.path("requestBody")
			.path("content")
			.has("multipart/form-data")).isTrue();
	}

	@Test
	void closedSetsAreEnums() {
		JsonNode schemas = this.document.path("components").path("schemas");
		assertThat(enumOf(schemas.path("Result").path("properties").path("codec"))).containsExactly("none", "gzip",
				"snappy", "lz4", "zstd");
		assertThat(enumOf(schemas.path("Analysis").path("properties").path("status"))).containsExactly("QUEUED",
				"RUNNING", "SUCCEEDED", "FAILED", "CANCELLED");
		assertThat(enumOf(schemas.path("AnalysisUpload").path("properties").path("format"))).contains("json-array",
				"kafka-segment");
		assertThat(enumOf(schemas.path("AnalysisRequest").path("properties").path("objective")))
			.containsExactly("balanced", "smallest", "fastest");
		assertThat(enumOf(schemas.path("Problem").path("properties").path("limit")))
			.containsExactlyElementsOf(Arrays.stream(SampleTooLargeException.Limit.values())
				.map(SampleTooLargeException.Limit::apiName)
				.toList());
	}

	@Test
	void everyFieldHasADescriptionAndAnExample() {
		List<String> undocumented = new ArrayList<>();
		for (Map.Entry<String, JsonNode> schema : this.document.path("components").path("schemas").properties()) {
			for (Map.Entry<String, JsonNode> field : schema.getValue().path("properties").properties()) {
				JsonNode property = field.getValue();
				boolean reference = property.has("$ref") || property.has("allOf");
				if (!reference && (!property.has("description") || !property.has("example"))) {
					undocumented.add(schema.getKey() + "." + field.getKey());
				}
			}
		}
		assertThat(undocumented).isEmpty();
	}

	@Test
	void everyErrorResponseIsAProblem() {
		List<String> errors = new ArrayList<>();
		this.document.path("paths").forEach((path) -> path.forEach((operation) -> {
			for (Map.Entry<String, JsonNode> response : operation.path("responses").properties()) {
				if (response.getKey().startsWith("4")) {
					errors.add(response.getValue()
						.path("content")
						.path("application/problem+json")
						.path("schema")
						.path("$ref")
						.asString());
				}
			}
		}));
		assertThat(errors).isNotEmpty().containsOnly("#/components/schemas/Problem");
	}

	@Test
	void everyOperationDocumentsTheBadRequestTheServerMayAnswerBeforeReadingIt() {
		List<String> without400 = new ArrayList<>();
		this.document.path("paths").properties().forEach((path) -> path.getValue().properties().forEach((operation) -> {
			if (!operation.getValue().path("responses").has("400")) {
				without400.add(operation.getKey() + " " + path.getKey());
			}
		}));
		assertThat(without400).isEmpty();
	}

	private static List<String> enumOf(JsonNode property) {
		List<String> values = new ArrayList<>();
		property.path("enum").forEach((value) -> values.add(value.asString()));
		return values;
	}

}
