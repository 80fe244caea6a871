package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.kafka.KafkaVersion;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The API document states the limits the form enforces. Its annotations cannot refer to
 * {@link FormLimits#WHOLE_NUMBERS}, so this keeps the two together; the committed
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
		FormLimits.WHOLE_NUMBERS.forEach((field, range) -> {
			JsonNode property = properties.path(field);
			assertThat(property.path("type").asString()).as(field).isEqualTo("integer");
			assertThat(property.path("minimum").asLong()).as(field).isEqualTo(range.min());
			assertThat(property.path("maximum").asLong()).as(field).isEqualTo(range.max());
		});
	}

	@Test
	void theKafkaVersionPatternMatchesExactlyTheVersionsTheFormAccepts() {
		Pattern pattern = Pattern.compile(KafkaVersion.PATTERN);
		List<String> numbers = List.of("0", "1", "2", "3", "4", "5", "7", "8", "9", "10", "11", "12", "01", "99", "100",
				"999", "1000");
		List<String> candidates = new ArrayList<>(List.of("", "4", "latest", "4.1-IV0"));
		for (String first : numbers) {
			for (String second : numbers) {
				candidates.add(first + "." + second);
				for (String third : numbers) {
					candidates.add(first + "." + second + "." + third);
					candidates.add(first + "." + second + "." + third + ".2");
					candidates.add(first + "." + second + "." + third + ".10");
				}
			}
		}
		assertThat(candidates)
			.allSatisfy((candidate) -> assertThat(pattern.matcher(candidate).matches()).as("'%s'", candidate)
				.isEqualTo(candidate.isEmpty() || parses(candidate)));
	}

	private static boolean parses(String version) {
		try {
			KafkaVersion.parse(version);
			return true;
		}
		catch (IllegalArgumentException ex) {
			return false;
		}
	}

}
