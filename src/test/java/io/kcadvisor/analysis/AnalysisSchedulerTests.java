package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepSettings;
import io.kcadvisor.sweep.Workload;
import io.kcadvisor.system.ClientSettings;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.lang.ref.WeakReference;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

/**
 * An analysis that has ended holds nothing of its sample.
 */
class AnalysisSchedulerTests {

	private final SweepExecutor executor = new SweepExecutor(
			new SweepSettings(1, DataSize.ofMegabytes(1), Duration.ofMillis(10), 5, Duration.ofMillis(200), 0.02,
					DataSize.ofMegabytes(4), DataSize.ofMegabytes(800)));

	private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

	private final AnalysisSettings settings = new AnalysisSettings(4, DataSize.ofMegabytes(100), Duration.ofMinutes(10),
			Duration.ofHours(1), Duration.ofSeconds(30), Duration.ofSeconds(5), 0);

	private final AnalysisScheduler scheduler = new AnalysisScheduler(this.executor,
			new Admission(this.settings, AdmissionTests.SAMPLES, new ClientSettings(8, List.of()), this.executor),
			this.settings, new AnalysisMetrics(this.registry), Clock.systemUTC(), this.registry);

	@AfterEach
	void stopWorkers() throws InterruptedException {
		this.executor.destroy();
	}

	@Test
	void aFinishedAnalysisKeepsNothingOfItsSample() throws Exception {
		RecordSet records = RecordSet.builder(1 << 20).addValue(new byte[1 << 20]).build();
		WeakReference<RecordSet> sample = new WeakReference<>(records);
		Analysis analysis = new Analysis("id",
				new AnalysisRequest(SampleFormat.WHOLE, Preset.QUICK, EnumSet.of(Codec.NONE), null, null,
						Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE),
				new SampleSummary(SampleFormat.WHOLE, 1, 1 << 20), records, 1, Instant.now());
		records = null;
		this.scheduler.submit(analysis, "192.0.2.1");
		for (int i = 0; i < 200 && !analysis.status().isFinal(); i++) {
			Thread.sleep(50);
		}
		assertThat(analysis.status()).isEqualTo(AnalysisStatus.SUCCEEDED);
		for (int i = 0; i < 20 && sample.get() != null; i++) {
			System.gc();
			Thread.sleep(50);
		}
		assertThat(sample.get()).as("the sample's records, once the analysis has ended").isNull();
	}

}
