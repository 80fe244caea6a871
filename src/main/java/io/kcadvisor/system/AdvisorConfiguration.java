package io.kcadvisor.system;

import java.time.Clock;
import java.time.Duration;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;

/**
 * Application-wide beans.
 */
@Configuration(proxyBeanMethods = false)
@EnableScheduling
class AdvisorConfiguration {

	/**
	 * The service's clock, in UTC, ticking in microseconds: the precision the databases
	 * store, so that a stored instant reads back as it was.
	 */
	@Bean
	Clock clock() {
		return Clock.tick(Clock.systemUTC(), Duration.ofNanos(1000));
	}

}
