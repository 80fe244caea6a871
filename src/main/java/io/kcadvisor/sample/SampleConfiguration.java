package io.kcadvisor.sample;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The sample splitter, within the limits of {@link SampleSettings}.
 */
@Configuration(proxyBeanMethods = false)
class SampleConfiguration {

	@Bean
	SampleSplitter sampleSplitter(SampleSettings settings) {
		return new SampleSplitter(settings.limits());
	}

}
