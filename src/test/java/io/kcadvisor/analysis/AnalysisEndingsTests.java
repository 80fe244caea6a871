package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.SweepOutcome.Ending;
import io.kcadvisor.sweep.SweepOutcome.FailedConfiguration;
import io.kcadvisor.sweep.Workload;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How an analysis ends for each way its sweep ends, and that it always says why.
 */
class AnalysisEndingsTests {

	private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");

	private static final Duration BUDGET = Duration.ofMinutes(10);

	private static final FailedConfiguration SNAPPY_FAILED = new FailedConfiguration("snappy at batch.size 16384",
			"native library missing");

	private final Analysis analysis = analysis();

	@Test
	void aConfigurationThatFailedIsANoteOnAnAnalysisThatSucceeds() {
		end(new SweepOutcome(List.of(result()), List.of(SNAPPY_FAILED), 2, Ending.COMPLETED), null);
		assertThat(this.analysis.status()).isEqualTo(AnalysisStatus.SUCCEEDED);
		assertThat(this.analysis.outcome().results()).hasSize(1);
		assertThat(this.analysis.notes()).singleElement()
			.asString()
			.contains("1 configuration(s) could not be measured")
			.contains("snappy at batch.size 16384 (native library missing)");
	}

	@Test
	void anAnalysisWhoseEveryConfigurationFailedSaysWhy() {
		end(new SweepOutcome(List.of(), List.of(SNAPPY_FAILED), 1, Ending.COMPLETED), null);
		assertThat(this.analysis.status()).isEqualTo(AnalysisStatus.FAILED);
		assertThat(this.analysis.error().type().uri()).hasToString("/problems/measurement-failed");
		assertThat(this.analysis.error().detail()).contains("native library missing");
	}

	@Test
	void anAnalysisThatRanOutOfTimeBeforeMeasuringSaysHowToFitTheBudget() {
		end(new SweepOutcome(List.of(), List.of(), 10, Ending.OUT_OF_TIME), null);
		assertThat(this.analysis.status()).isEqualTo(AnalysisStatus.FAILED);
		assertThat(this.analysis.error().detail()).contains("time budget of 10 minutes").contains("smaller preset");
	}

	@Test
	void anAnalysisStoppedByTheServiceShuttingDownSaysToSubmitAgain() {
		end(new SweepOutcome(List.of(result()), List.of(), 10, Ending.CANCELLED), null);
		assertThat(this.analysis.status()).isEqualTo(AnalysisStatus.FAILED);
		assertThat(this.analysis.error().type().uri()).hasToString("/problems/interrupted");
		assertThat(this.analysis.error().detail()).contains("Submit the sample again");
	}

	@Test
	void anUnexpectedFailureOfTheSweepFailsTheAnalysisWithItsReason() {
		end(null, new IllegalStateException("worker pool is gone"));
		assertThat(this.analysis.status()).isEqualTo(AnalysisStatus.FAILED);
		assertThat(this.analysis.error().detail()).contains("worker pool is gone");
	}

	@Test
	void anAnalysisCancelledByItsOwnerStaysCancelled() {
		this.analysis.cancel(NOW);
		end(new SweepOutcome(List.of(), List.of(), 10, Ending.CANCELLED), null);
		assertThat(this.analysis.status()).isEqualTo(AnalysisStatus.CANCELLED);
		assertThat(this.analysis.error()).isNull();
	}

	private void end(SweepOutcome outcome, Throwable failure) {
		AnalysisEndings.apply(this.analysis, outcome, failure, BUDGET, NOW);
		assertThat(this.analysis.finishedAt()).isEqualTo(NOW);
	}

	private static Result result() {
		return new Result(CompressionConfig.of(Codec.GZIP, 1), 16384, 1, 1, 64, 32, 2, 100, 100, BatchLimit.SIZE,
				false);
	}

	private static Analysis analysis() {
		RecordSet records = RecordSet.builder(16).addValue(new byte[] { 1 }).build();
		AnalysisRequest request = new AnalysisRequest(SampleFormat.LINES, Preset.QUICK, EnumSet.allOf(Codec.class),
				null, null, Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE);
		return new Analysis("id", request, new SampleSummary(SampleFormat.LINES, 1, 1), records, 2, NOW);
	}

}
