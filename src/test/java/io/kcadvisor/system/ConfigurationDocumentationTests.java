package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every setting of the advisor is documented in docs/configuration.md, with the default
 * the code gives it, or none.
 */
class ConfigurationDocumentationTests {

	private static final Path DOCUMENT = Path.of("docs/configuration.md");

	@Test
	void everyAdvisorSettingIsDocumentedWithItsDefault() throws IOException {
		String document = Files.readString(DOCUMENT);
		List<JsonNode> settings = advisorSettings();
		assertThat(settings).hasSizeGreaterThan(10);
		for (JsonNode setting : settings) {
			String name = setting.path("name").asString();
			String row = document.lines()
				.filter((line) -> line.startsWith("| `" + name + "` |"))
				.findFirst()
				.orElse(null);
			assertThat(row).as("a row for %s in %s", name, DOCUMENT).isNotNull();
			String documented = setting.has("defaultValue") ? "`" + setting.path("defaultValue").asString() + "`"
					: "| none |";
			assertThat(row).as("the default of %s", name).contains(documented);
		}
	}

	private static List<JsonNode> advisorSettings() throws IOException {
		try (InputStream metadata = ConfigurationDocumentationTests.class
			.getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
			assertThat(metadata).as("the configuration processor's metadata").isNotNull();
			JsonNode properties = JsonMapper.builder().build().readTree(metadata).path("properties");
			return properties.valueStream()
				.filter((property) -> property.path("name").asString().startsWith("advisor."))
				.toList();
		}
	}

}
