package io.kcadvisor.scan;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.ActiveProfiles;

/**
 * The service on a random port with a real broker as its cluster {@code local} (and
 * {@code nowhere}, which never answers), scanning with brief timings and samples of at
 * most 4 MB: one application context and one broker that the scan tests share, each with
 * topics of its own.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.kafka.clusters.local.bootstrap-servers=${spring.embedded.kafka.brokers}",
				"advisor.kafka.clusters.nowhere.bootstrap-servers=localhost:9", "advisor.kafka.request-timeout=3s",
				"advisor.scan.polling-interval=200ms", "advisor.scan.workers=2", "advisor.scan.max-topics=6",
				"advisor.scan.max-sample-records=5000", "advisor.sample.max-size=4MB" })
@ActiveProfiles("brief-timing")
@EmbeddedKafka(count = 1)
public @interface OnABroker {

}
