package io.kcadvisor.system;

import io.kcadvisor.sample.SampleSettings;
import jakarta.servlet.MultipartConfigElement;
import java.nio.file.Path;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.unit.DataSize;

/**
 * Multipart limits that follow the sample size limit, so that an oversized upload is
 * refused while it arrives. Parts beyond a small threshold are buffered in temporary
 * files in the service's private {@link UploadFolder}, which the servlet container
 * deletes when the request ends and the service empties when it starts; they are read
 * into memory only once the service takes the sample, so that many uploads arriving at
 * once hold little memory.
 */
@Configuration(proxyBeanMethods = false)
class MultipartConfiguration {

	private static final DataSize FORM_FIELDS_ALLOWANCE = DataSize.ofMegabytes(1);

	private static final DataSize IN_MEMORY_THRESHOLD = DataSize.ofKilobytes(64);

	@Bean
	MultipartConfigElement multipartConfigElement(SampleSettings settings) {
		long maxSize = settings.maxSize().toBytes();
		Path folder = UploadFolder.prepare(Path.of(System.getProperty("java.io.tmpdir"), "kafka-compression-advisor"),
				ProcessHandle.current().pid());
		return new MultipartConfigElement(folder.toString(), maxSize, maxSize + FORM_FIELDS_ALLOWANCE.toBytes(),
				(int) IN_MEMORY_THRESHOLD.toBytes());
	}

}
