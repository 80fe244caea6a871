package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.Workload;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

class AnalysisStoreTests {

	private static final Instant START = Instant.parse("2026-11-22T10:00:00Z");

	private final AnalysisSettings settings = new AnalysisSettings(32, DataSize.ofBytes(0), Duration.ofMinutes(10),
			Duration.ofHours(1), Duration.ofSeconds(30), Duration.ofSeconds(5), 0);

	private Instant now = START;

	private final AnalysisStore store = new AnalysisStore(this.settings, new Clock() {

		@Override
		public Instant instant() {
			return AnalysisStoreTests.this.now;
		}

		@Override
		public ZoneId getZone() {
			return ZoneOffset.UTC;
		}

		@Override
		public Clock withZone(ZoneId zone) {
			return this;
		}

	});

	@Test
	void aFinishedAnalysisIsKeptForTheRetentionThenForgotten() {
		Analysis analysis = analysis("a");
		this.store.add(analysis);
		analysis.succeed(new SweepOutcome(List.of(), List.of(), 0, SweepOutcome.Ending.COMPLETED), List.of(), START);
		this.now = START.plus(Duration.ofMinutes(59));
		assertThat(this.store.find("a")).contains(analysis);
		this.now = START.plus(Duration.ofMinutes(61));
		assertThat(this.store.find("a")).isEmpty();
	}

	@Test
	void expiryForgetsOnlyFinishedAnalysesPastTheirRetention() {
		Analysis old = analysis("old");
		Analysis running = analysis("running");
		this.store.add(old);
		this.store.add(running);
		old.cancel(START);
		this.now = START.plus(Duration.ofHours(2));
		this.store.expire();
		assertThat(this.store.all()).containsExactly(running);
	}

	@Test
	void aFinishedAnalysisLetsGoOfItsRecords() {
		Analysis analysis = analysis("a");
		assertThat(analysis.records()).isNotNull();
		analysis.cancel(START);
		assertThat(analysis.records()).isNull();
	}

	private static Analysis analysis(String id) {
		RecordSet records = RecordSet.builder(16).addValue(new byte[] { 1 }).build();
		AnalysisRequest request = new AnalysisRequest(SampleFormat.LINES, Preset.QUICK, EnumSet.allOf(Codec.class),
				null, null, Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE);
		return new Analysis(id, request, new SampleSummary(SampleFormat.LINES, 1, 1), records, 7, START);
	}

}
