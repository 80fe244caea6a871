package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A cluster the operator did not configure, or none named at all, is a clear problem that
 * lists the configured clusters.
 */
class ClustersTests {

	private final Clusters clusters = new Clusters(new KafkaSettings(
			Map.of("local", new KafkaSettings.Cluster("localhost:9092", null), "prod",
					new KafkaSettings.Cluster("kafka:9092", null)),
			Duration.ofSeconds(10), Duration.ofMinutes(2), 100, 1000, 1));

	@Test
	void anUnknownClusterIsNotFoundAndTheConfiguredOnesAreListed() {
		assertThatExceptionOfType(ProblemException.class).isThrownBy(() -> this.clusters.admin("staging"))
			.withMessage("No cluster named 'staging' is configured. The configured clusters are listed by "
					+ "GET /api/v1/clusters: [local, prod]")
			.satisfies((ex) -> assertThat(ex.type()).isEqualTo(ProblemType.CLUSTER_NOT_FOUND));
	}

	@Test
	void noClusterNamedIsNotFoundAndTheConfiguredOnesAreListed() {
		assertThatExceptionOfType(ProblemException.class)
			.isThrownBy(() -> this.clusters.consumerProperties(null, "sample"))
			.withMessage("No cluster was named. The configured clusters are listed by GET /api/v1/clusters: "
					+ "[local, prod]")
			.satisfies((ex) -> assertThat(ex.type()).isEqualTo(ProblemType.CLUSTER_NOT_FOUND));
	}

}
