package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.analysis.SampleSummary.TopicSource;
import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecOptions;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.storage.JsonDocuments;
import io.kcadvisor.storage.TestDatabases;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.SweepOutcome.Ending;
import io.kcadvisor.sweep.SweepOutcome.FailedConfiguration;
import io.kcadvisor.sweep.Workload;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * What the repository stores of an analysis and reads back, and what the table says of
 * the instances measuring analyses, on each database the service runs on: every subclass
 * runs these against a real one, one database for all its tests.
 */
@TestInstance(Lifecycle.PER_CLASS)
abstract class AnalysisRepositoryTests {

	private static final Instant START = Instant.parse("2026-11-22T10:00:00.123456Z");

	private final JdbcClient database = JdbcClient.create(TestDatabases.migrated(url()));

	private final AnalysisRepository repository = new AnalysisRepository(this.database, new JsonDocuments());

	private final MeasuringInstances measuring = new MeasuringInstances(this.database);

	/**
	 * Returns the URL of a new database.
	 * @return a JDBC URL
	 */
	abstract String url();

	@Test
	void aSucceededAnalysisReadsBackAsItWasMeasured() {
		Analysis analysis = analysis();
		this.repository.insert(analysis, "instance-a");
		analysis.progressed(2, 2);
		SweepOutcome outcome = new SweepOutcome(
				List.of(result(Codec.ZSTD, 3, CodecOptions.NONE),
						result(Codec.GZIP, 6, new CodecOptions(32768, null, null, null)),
						result(Codec.SNAPPY, null, CodecOptions.NONE)),
				List.of(new FailedConfiguration("lz4 9 at batch.size 16384", "native library missing")), 4,
				Ending.OUT_OF_TIME);
		analysis.succeed(outcome, List.of("Partial results: ..."), START.plusSeconds(5));
		assertThat(this.repository.save(analysis.id(), analysis.state(), START.plusSeconds(5))).isTrue();

		Analysis stored = this.repository.find(analysis.id(), START).orElseThrow();

		assertThat(stored.id()).isEqualTo(analysis.id());
		assertThat(stored.request()).isEqualTo(analysis.request());
		assertThat(stored.sample()).isEqualTo(analysis.sample());
		assertThat(stored.status()).isEqualTo(AnalysisStatus.SUCCEEDED);
		assertThat(stored.progress()).isEqualTo(new Progress(2, 2));
		assertThat(stored.outcome()).isEqualTo(outcome);
		assertThat(stored.notes()).containsExactly("Partial results: ...");
		assertThat(stored.createdAt()).isEqualTo(START.truncatedTo(ChronoUnit.MICROS));
		assertThat(stored.finishedAt()).isEqualTo(START.plusSeconds(5).truncatedTo(ChronoUnit.MICROS));
		assertThat(stored.error()).isNull();
		assertThat(stored.records()).isNull();
	}

	@Test
	void aFailedAnalysisReadsBackWithItsProblem() {
		Analysis analysis = analysis();
		this.repository.insert(analysis, "instance-a");
		analysis.fail(AnalysisFailure.SERVICE_STOPPED, START);
		this.repository.save(analysis.id(), analysis.state(), START);

		Analysis stored = this.repository.find(analysis.id(), START).orElseThrow();

		assertThat(stored.status()).isEqualTo(AnalysisStatus.FAILED);
		assertThat(stored.error()).isEqualTo(AnalysisFailure.SERVICE_STOPPED);
		assertThat(stored.error().type()).isSameAs(ProblemType.INTERRUPTED);
	}

	@Test
	void aCancellationWinsOverTheProgressOfTheInstanceMeasuring() {
		Analysis analysis = analysis();
		this.repository.insert(analysis, "instance-a");
		assertThat(this.repository.cancel(analysis.id(), START.plusSeconds(1))).isTrue();
		assertThat(this.repository.cancel(analysis.id(), START.plusSeconds(2))).as("ended already").isFalse();
		analysis.progressed(1, 2);

		assertThat(this.repository.save(analysis.id(), analysis.state(), START.plusSeconds(3))).isFalse();
		assertThat(this.measuring.unfinished(List.of(analysis.id()))).isEmpty();
		Analysis stored = this.repository.find(analysis.id(), START).orElseThrow();
		assertThat(stored.status()).isEqualTo(AnalysisStatus.CANCELLED);
		assertThat(stored.finishedAt()).isEqualTo(START.plusSeconds(1).truncatedTo(ChronoUnit.MICROS));
	}

	@Test
	void finishedAnalysesAreNotFoundAfterTheirRetentionAndAreThenDeleted() {
		Analysis old = finished(START);
		Analysis recent = finished(START.plus(Duration.ofDays(2)));
		Analysis running = analysis();
		this.repository.insert(running, "instance-a");
		Instant cutoff = START.plus(Duration.ofDays(1));

		assertThat(this.repository.find(old.id(), cutoff)).isEmpty();
		assertThat(this.repository.findAll(List.of(old.id(), recent.id(), running.id()), cutoff))
			.extracting(Analysis::id)
			.containsExactlyInAnyOrder(recent.id(), running.id());
		assertThat(this.repository.deleteFinishedBefore(cutoff)).isPositive();
		assertThat(this.repository.find(old.id(), START)).isEmpty();
		assertThat(this.repository.find(recent.id(), START)).isPresent();
		assertThat(this.repository.delete(recent.id())).isTrue();
		assertThat(this.repository.delete(recent.id())).isFalse();
	}

	@Test
	void unfinishedAnalysesWithoutAHeartbeatFailAsInterrupted() {
		Analysis beating = analysis();
		Analysis abandoned = analysis();
		this.repository.insert(beating, "instance-a");
		this.repository.insert(abandoned, "instance-b");
		this.measuring.heartbeat(List.of(beating.id()), START.plusSeconds(50));

		assertThat(
				this.measuring.failAbandoned(START.plusSeconds(30), AnalysisFailure.ABANDONED, START.plusSeconds(60)))
			.isPositive();

		assertThat(this.measuring.unfinished(List.of(beating.id(), abandoned.id()))).containsExactly(beating.id());
		Analysis failed = this.repository.find(abandoned.id(), START).orElseThrow();
		assertThat(failed.status()).isEqualTo(AnalysisStatus.FAILED);
		assertThat(failed.error().type().uri()).hasToString("/problems/interrupted");
	}

	@Test
	void anInstanceThatStopsFailsOnlyItsOwnUnfinishedAnalyses() {
		Analysis mine = analysis();
		Analysis theirs = analysis();
		this.repository.insert(mine, "instance-stopping");
		this.repository.insert(theirs, "instance-b");

		assertThat(this.measuring.failUnfinished("instance-stopping", AnalysisFailure.SERVICE_STOPPED, START))
			.isEqualTo(1);

		assertThat(this.measuring.unfinished(Set.of(mine.id(), theirs.id()))).containsExactly(theirs.id());
	}

	@Test
	void anInstanceStartingOnADatabaseOnlyItCanOpenFailsWhatOthersLeftUnfinished() {
		Analysis left = analysis();
		Analysis mine = analysis();
		this.repository.insert(left, "instance-killed");
		this.repository.insert(mine, "instance-starting");

		assertThat(this.measuring.failMeasuredByOthers("instance-starting", AnalysisFailure.ABANDONED, START))
			.isPositive();

		assertThat(this.measuring.unfinished(Set.of(left.id(), mine.id()))).containsExactly(mine.id());
	}

	private Analysis finished(Instant at) {
		Analysis analysis = analysis();
		this.repository.insert(analysis, "instance-a");
		analysis.cancel(at);
		this.repository.save(analysis.id(), analysis.state(), at);
		return analysis;
	}

	/**
	 * The advice on an analysis of a live topic starts from the topic's
	 * max.message.bytes, so it is stored with the analysis and read back to advise again;
	 * a sample stored before it was kept reads without one, for the version's default.
	 */
	@Test
	void aTopicsMaxMessageBytesReadsBackWithItsSourceAndASourceStoredWithoutItHasNone() {
		TopicSource source = new TopicSource("local", "orders", 10485760, "compact,delete", 1073741824L, "zstd");
		Analysis analysis = Analysis.reading(UUID.randomUUID().toString(), analysis().request(),
				new SampleSummary(SampleFormat.TOPIC, 0, 0, source, null, List.of(), null), 2, START, 0);
		this.repository.insert(analysis, "instance-a");
		assertThat(this.repository.find(analysis.id(), START).orElseThrow().sample().source()).isEqualTo(source);

		String document = new JsonDocuments().write(analysis.sample());
		assertThat(document).contains(",\"maxMessageBytes\":10485760");
		this.database.sql("UPDATE analyses SET sample = :sample WHERE id = :id")
			.param("sample", document.replace(",\"maxMessageBytes\":10485760", ""))
			.param("id", analysis.id())
			.update();
		assertThat(this.repository.find(analysis.id(), START).orElseThrow().sample().source())
			.isEqualTo(new TopicSource("local", "orders", null, "compact,delete", 1073741824L, "zstd"));
	}

	/**
	 * Results stored before what a new stream costs was measured read back with none, at
	 * the speeds they were stored with.
	 */
	@Test
	void resultsStoredWithoutStreamCostsReadBackWithNone() {
		Analysis analysis = analysis();
		this.repository.insert(analysis, "instance-a");
		Result measured = new Result(CompressionConfig.of(Codec.ZSTD, 19), 16384, 12.5, 80, 1_004_880, 304_321, 3.302,
				0.18, 177.1, 71_912.5, 53.75, BatchLimit.LINGER, true);
		analysis.succeed(new SweepOutcome(List.of(measured), List.of(), 1, Ending.COMPLETED), List.of(), START);
		this.repository.save(analysis.id(), analysis.state(), START);
		String document = new JsonDocuments().write(analysis.state().outcome());
		assertThat(document).contains(",\"compressStreamMicros\":71912.5,\"decompressStreamMicros\":53.75");
		this.database.sql("UPDATE analyses SET outcome = :outcome WHERE id = :id")
			.param("outcome",
					document.replace(",\"compressStreamMicros\":71912.5,\"decompressStreamMicros\":53.75", ""))
			.param("id", analysis.id())
			.update();
		Result stored = this.repository.find(analysis.id(), START).orElseThrow().outcome().results().get(0);
		assertThat(stored).isEqualTo(new Result(CompressionConfig.of(Codec.ZSTD, 19), 16384, 12.5, 80, 1_004_880,
				304_321, 3.302, 0.18, 177.1, BatchLimit.LINGER, true));
		assertThat(stored.codecCompressMBps()).isEqualTo(0.18);
	}

	private static Analysis analysis() {
		RecordSet records = RecordSet.builder(16).addValue(new byte[] { 1 }).build();
		AnalysisRequest request = new AnalysisRequest(SampleFormat.JSON_ARRAY, Preset.STANDARD,
				EnumSet.of(Codec.GZIP, Codec.ZSTD), List.of(16384, 65536), null, Objective.SMALLEST,
				KafkaVersion.parse("3.7"),
				Workload.builder()
					.messagesPerSecond(5000.0)
					.partitions(12)
					.lingerMs(5)
					.keyed(true)
					.producers(3)
					.replicationFactor(3)
					.retentionHours(168)
					.consumerGroups(2)
					.requestLatencyMs(4.0)
					.build());
		return new Analysis(UUID.randomUUID().toString(), request, new SampleSummary(SampleFormat.JSON_ARRAY, 1, 1),
				records, 2, START);
	}

	private static Result result(Codec codec, Integer level, CodecOptions options) {
		return new Result(new CompressionConfig(codec, level, options), 16384, 12.5, 80, 1_004_880, 304_321, 3.302,
				412.5, 1210.25, BatchLimit.LINGER, level != null);
	}

}
