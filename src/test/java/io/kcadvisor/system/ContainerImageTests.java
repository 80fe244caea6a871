package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The image checks the health a busy service keeps, and bounds memory outside the heap as
 * the flood tests, which check the sizing rule, do.
 */
class ContainerImageTests {

	private static final Path DOCKERFILE = Path.of("Dockerfile");

	@Test
	void theHealthCheckAsksLiveness() throws IOException {
		String healthCheck = Files.readString(DOCKERFILE)
			.lines()
			.dropWhile((line) -> !line.startsWith("HEALTHCHECK"))
			.limit(2)
			.reduce("", String::concat);
		assertThat(healthCheck).contains("/actuator/health/liveness ");
	}

	@Test
	void theImageBoundsMemoryOutsideTheHeapAsTheFloodTestsDo() throws IOException {
		String image = Files.readString(DOCKERFILE);
		Matcher flood = Pattern.compile("<flood.native>([^<]+)</flood.native>")
			.matcher(Files.readString(Path.of("pom.xml")));
		assertThat(flood.find()).as("flood.native in the pom").isTrue();
		for (String option : flood.group(1).trim().split("\\s+")) {
			assertThat(image).as("the image's JAVA_TOOL_OPTIONS").contains(option);
		}
		assertThat(image).contains("MALLOC_ARENA_MAX=2");
	}

}
