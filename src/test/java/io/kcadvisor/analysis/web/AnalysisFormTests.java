package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The API document states the limits the form enforces. Its annotations cannot refer to
 * {@link AnalysisForm#WHOLE_NUMBERS}, so this keeps the two together; the committed
 * document is the live one ({@code OpenApiDocumentTests}).
 */
class AnalysisFormTests {

	@Test
	void theApiDocumentStatesTheLimitsOfEveryWholeNumberField() {
		JsonNode properties = JsonMapper.builder()
			.build()
			.readTree(Path.of("docs/openapi.json").toFile())
			.path("components")
			.path("schemas")
			.path("AnalysisUpload")
			.path("properties");
		AnalysisForm.WHOLE_NUMBERS.forEach((field, range) -> {
			JsonNode property = properties.path(field);
			assertThat(property.path("type").asString()).as(field).isEqualTo("integer");
			assertThat(property.path("minimum").asLong()).as(field).isEqualTo(range.min());
			assertThat(property.path("maximum").asLong()).as(field).isEqualTo(range.max());
		});
	}

}
