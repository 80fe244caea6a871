package io.kcadvisor;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/**
 * Kafka Compression Advisor: measures Kafka's codecs on a sample of the user's messages
 * and recommends producer and topic settings.
 */
@SpringBootApplication
@ConfigurationPropertiesScan
public class AdvisorApplication {

	public static void main(String[] args) {
		SpringApplication.run(AdvisorApplication.class, args);
	}

}
