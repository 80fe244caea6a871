package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.MultipartConfigElement;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Tomcat buffers upload parts over 64 KB in the service's private upload folder, within
 * the sample size limit and a megabyte for the form fields.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class MultipartConfigurationTests {

	@Autowired
	private MultipartConfigElement multipart;

	@Test
	void partsOverTheThresholdAreBufferedInThePrivateUploadFolder() {
		assertThat(Path.of(this.multipart.getLocation())).isEqualTo(Path.of(System.getProperty("java.io.tmpdir"),
				"kafka-compression-advisor", "uploads-" + ProcessHandle.current().pid()))
			.isDirectory();
		assertThat(this.multipart.getFileSizeThreshold()).isEqualTo(64 * 1024);
		assertThat(this.multipart.getMaxFileSize()).isEqualTo(64L << 20);
		assertThat(this.multipart.getMaxRequestSize()).isEqualTo(65L << 20);
	}

}
