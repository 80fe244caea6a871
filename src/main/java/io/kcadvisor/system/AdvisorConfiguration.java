package io.kcadvisor.system;

import java.time.Clock;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;

/**
 * Application-wide beans.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
class AdvisorConfiguration {

	@Bean
	Clock clock() {
		return Clock.systemUTC();
	}

}
