package io.kcadvisor.storage;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Names this instance among those sharing the database.
 */
@Configuration(proxyBeanMethods = false)
class StorageConfiguration {

	@Bean
	Instance instance() {
		return Instance.ofThisProcess();
	}

}
