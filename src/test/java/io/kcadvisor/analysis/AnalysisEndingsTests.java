package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.FirstAnswer;
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
	void anUnexpectedFailureWithoutAMessageIsNamedByItsKind() {
		end(null, new OutOfMemoryError());
		assertThat(this.analysis.error().detail()).isEqualTo("The analysis stopped unexpectedly: OutOfMemoryError")
			.doesNotContain("null");
	}

	@Test
	void anAnalysisCancelledByItsOwnerStaysCancelled() {
		this.analysis.cancel(NOW);
		end(new SweepOutcome(List.of(), List.of(), 10, Ending.CANCELLED), null);
		assertThat(this.analysis.status()).isEqualTo(AnalysisStatus.CANCELLED);
		assertThat(this.analysis.error()).isNull();
	}

	/**
	 * A request reads an analysis as it was at one moment while the live analysis moves
	 * on: one that read the status while it ran and the results once it had succeeded
	 * would show the preliminary advice as the final one.
	 */
	@Test
	void aSnapshotKeepsTheMomentItWasTakenWhileTheAnalysisEnds() {
		this.analysis.markRunning(null);
		FirstAnswer answer = new FirstAnswer(List.of(result()), 1, 1, 64, 64);
		this.analysis.answeredFirst(answer);
		Analysis running = this.analysis.snapshot();
		SweepOutcome outcome = new SweepOutcome(List.of(result()), List.of(), 1, Ending.COMPLETED);
		end(outcome, null);
		assertThat(running.status()).isEqualTo(AnalysisStatus.RUNNING);
		assertThat(running.firstAnswer()).isSameAs(answer);
		assertThat(running.outcome()).isNull();
		assertThat(running.records()).isNull();
		assertThat(this.analysis.status()).isEqualTo(AnalysisStatus.SUCCEEDED);
		Analysis succeeded = this.analysis.snapshot();
		assertThat(succeeded.outcome()).isSameAs(outcome);
		assertThat(succeeded.firstAnswer()).isNull();
		assertThat(succeeded).usingRecursiveComparison().isEqualTo(this.analysis);
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
