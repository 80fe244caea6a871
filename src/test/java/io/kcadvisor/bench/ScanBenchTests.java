package io.kcadvisor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.scan.ScanSettings;
import org.junit.jupiter.api.Test;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.SimpleCommandLinePropertySource;
import org.springframework.core.env.StandardEnvironment;

class ScanBenchTests {

	/**
	 * The row of one instance with two scan workers measured one worker while the bench
	 * started every instance with the default: an instance runs with the workers its row
	 * says, as the service binds them.
	 */
	@Test
	void anInstanceStartsWithTheScanWorkersOfItsRow() {
		String[] arguments = ScanBench.instanceArguments("jdbc:postgresql://localhost/bench", "localhost:9092", 2);
		StandardEnvironment environment = new StandardEnvironment();
		environment.getPropertySources().addFirst(new SimpleCommandLinePropertySource(arguments));
		assertThat(Binder.get(environment).bindOrCreate("advisor.scan", ScanSettings.class).workers()).isEqualTo(2);
		assertThat(arguments).contains("--advisor.kafka.clusters.bench.bootstrap-servers=localhost:9092",
				"--spring.datasource.url=jdbc:postgresql://localhost/bench");
	}

}
