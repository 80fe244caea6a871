package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepSettings;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

/**
 * The memory for samples covers the uploads being split as well as the analyses queued
 * and running.
 */
class AnalysisSchedulerTests {

	private final SweepExecutor executor = new SweepExecutor(
			new SweepSettings(1, DataSize.ofKilobytes(256), DataSize.ofMegabytes(1), Duration.ofMillis(100), 5,
					Duration.ofSeconds(2), DataSize.ofKilobytes(256), 0.01, 2));

	private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

	private final AnalysisScheduler scheduler = new AnalysisScheduler(this.executor,
			new AnalysisSettings(4, DataSize.ofMegabytes(100), Duration.ofMinutes(10), Duration.ofHours(1),
					Duration.ofSeconds(30), Duration.ofSeconds(5), 0),
			new AnalysisMetrics(this.registry), Clock.systemUTC(), this.registry);

	@AfterEach
	void stopWorkers() throws InterruptedException {
		this.executor.destroy();
	}

	@Test
	void anUploadBeingSplitHoldsItsMemoryUntilReleased() {
		this.scheduler.reserve(60L << 20);
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(() -> this.scheduler.reserve(60L << 20))
			.withMessageContaining("memory");
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(() -> this.scheduler.checkRoom(60L << 20));
		this.scheduler.release(60L << 20);
		assertThatNoException().isThrownBy(() -> this.scheduler.reserve(60L << 20));
	}

	@Test
	void theFirstUploadIsTakenWhateverItsSize() {
		assertThatNoException().isThrownBy(() -> this.scheduler.reserve(1L << 40));
	}

}
