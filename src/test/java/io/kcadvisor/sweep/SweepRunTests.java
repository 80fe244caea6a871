package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.SweepOutcome.Ending;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.util.unit.DataSize;

class SweepRunTests {

	private static final RecordSet RECORDS = RecordSet.builder(16).addValue(new byte[] { 1, 2, 3 }).build();

	private final ExecutorService pool = Executors.newFixedThreadPool(2);

	private final List<Integer> progress = new CopyOnWriteArrayList<>();

	private final CodecMemory memory = new CodecMemory(DataSize.ofMegabytes(800));

	@AfterEach
	void stopPool() {
		this.pool.shutdownNow();
	}

	@Test
	void measuresEveryConfigurationAndReportsProgressToTheTotal() throws Exception {
		List<SweepTask> tasks = SweepRequest.of(Preset.QUICK).tasks();
		SweepRun run = run(tasks, (records, task) -> result(task), Instant.MAX);
		SweepOutcome outcome = run.outcome().get(10, TimeUnit.SECONDS);
		assertThat(outcome.ending()).isEqualTo(Ending.COMPLETED);
		assertThat(outcome.results()).extracting(Result::level)
			.containsExactlyElementsOf(tasks.stream().map((task) -> task.compression().level()).toList());
		assertThat(this.progress).hasSize(tasks.size() + 1).startsWith(0).contains(tasks.size());
	}

	@Test
	void aConfigurationThatThrowsFailsAloneWithItsReason() throws Exception {
		List<SweepTask> tasks = SweepRequest.of(Preset.QUICK).tasks();
		SweepRun run = run(tasks, (records, task) -> {
			if (task.compression().codec() == Codec.SNAPPY) {
				throw new IllegalStateException("native library missing");
			}
			return result(task);
		}, Instant.MAX);
		SweepOutcome outcome = run.outcome().get(10, TimeUnit.SECONDS);
		assertThat(outcome.ending()).isEqualTo(Ending.COMPLETED);
		assertThat(outcome.results()).hasSize(tasks.size() - 1);
		assertThat(outcome.failures()).singleElement()
			.satisfies((failure) -> assertThat(failure.configuration()).startsWith("snappy"))
			.satisfies((failure) -> assertThat(failure.reason()).isEqualTo("native library missing"));
	}

	@Test
	void cancellingStopsTheConfigurationsBeingMeasuredAndStartsNoMore() throws Exception {
		CountDownLatch started = new CountDownLatch(1);
		SweepStop stop = new SweepStop(Instant.MAX);
		SweepRun run = new SweepRun(SweepPlan.of(RECORDS, SweepRequest.of(Preset.STANDARD).tasks(), 0),
				(completed, total) -> this.progress.add(completed), stop, (records, task) -> {
					started.countDown();
					while (true) {
						stop.check();
						Thread.onSpinWait();
					}
				}, this.memory);
		run.start(this.pool, 2);
		started.await(5, TimeUnit.SECONDS);
		run.cancel();
		SweepOutcome outcome = run.outcome().get(1, TimeUnit.SECONDS);
		assertThat(outcome.ending()).isEqualTo(Ending.CANCELLED);
		assertThat(outcome.results()).isEmpty();
	}

	/**
	 * One batch of 64 MB at zstd 19 takes many seconds to compress on any machine, so an
	 * outcome a few seconds after the cancellation means the call itself was stopped.
	 */
	@Test
	void cancellingStopsALongCodecCall() throws Exception {
		RecordSet records = TestRecords.valueSet(TestRecords.values(80_000, 800, 3));
		SweepTask task = new SweepTask(CompressionConfig.of(Codec.ZSTD, 19), new Batching.FixedCount(80_000), null);
		SweepStop stop = new SweepStop(Instant.MAX);
		CountDownLatch started = new CountDownLatch(1);
		ConfigurationMeasurer measurer = new ConfigurationMeasurer(
				new MeasurementSettings(1024 * 1024, Duration.ofMillis(10), 5, Duration.ofMillis(100), 0.02), stop);
		SweepRun run = new SweepRun(SweepPlan.of(records, List.of(task), 0),
				(completed, total) -> this.progress.add(completed), stop, (sample, measured) -> {
					started.countDown();
					return measurer.measure(sample, measured);
				}, this.memory);
		run.start(this.pool, 1);
		started.await(5, TimeUnit.SECONDS);
		Thread.sleep(300);
		run.cancel();
		SweepOutcome outcome = run.outcome().get(5, TimeUnit.SECONDS);
		assertThat(outcome.ending()).isEqualTo(Ending.CANCELLED);
		assertThat(outcome.failures()).isEmpty();
	}

	@Test
	void aSpentTimeBudgetEndsTheSweepWithWhatFinished() throws Exception {
		Instant deadline = Instant.now().plus(Duration.ofMillis(300));
		SweepRun run = run(SweepRequest.of(Preset.STANDARD).tasks(), (records, task) -> {
			sleep(40);
			return result(task);
		}, deadline);
		SweepOutcome outcome = run.outcome().get(5, TimeUnit.SECONDS);
		assertThat(outcome.ending()).isEqualTo(Ending.OUT_OF_TIME);
		assertThat(outcome.results()).isNotEmpty().hasSizeLessThan(outcome.total());
	}

	@Test
	void tellsTheFirstAnswerOnAPartBeforeTheEndAndEndsWithTheSameResultsAsWithout() throws Exception {
		RecordSet records = TestRecords.valueSet(TestRecords.values(2000, 300, 5));
		List<SweepTask> tasks = SweepRequest.of(Preset.STANDARD).tasks();
		Measurer bySize = (measuredOn, task) -> new Result(task.compression(), task.batchSize(), 1, measuredOn.size(),
				measuredOn.bodyBytes(), measuredOn.bodyBytes() / 2, 2, tasks.indexOf(task), 100, BatchLimit.SIZE,
				false);
		List<FirstAnswer> answers = new CopyOnWriteArrayList<>();
		SweepRun withFirstAnswer = new SweepRun(SweepPlan.of(records, tasks, records.bodyBytes() / 8),
				new SweepListener() {

					@Override
					public void progress(int completed, int total) {
					}

					@Override
					public void firstAnswer(FirstAnswer answer) {
						answers.add(answer);
					}

				}, new SweepStop(Instant.MAX), bySize, this.memory);
		withFirstAnswer.start(this.pool, 2);
		SweepOutcome outcome = withFirstAnswer.outcome().get(10, TimeUnit.SECONDS);
		SweepRun without = new SweepRun(SweepPlan.of(records, tasks, 0), (completed, total) -> {
		}, new SweepStop(Instant.MAX), bySize, this.memory);
		without.start(this.pool, 2);
		assertThat(outcome).isEqualTo(without.outcome().get(10, TimeUnit.SECONDS));
		assertThat(outcome.results()).hasSize(tasks.size()).allSatisfy((result) -> {
			assertThat(result.batches()).isEqualTo(records.size());
		});
		assertThat(answers).singleElement().satisfies((answer) -> {
			assertThat(answer.wholeSample()).isFalse();
			assertThat(answer.sampleRecords()).isEqualTo(records.size());
			assertThat(answer.results()).hasSize(Preset.QUICK.configurations().size())
				.allSatisfy((result) -> assertThat(result.batches()).isEqualTo(answer.records()));
		});
	}

	@Test
	void tellsEachResultOnTheWholeSampleWithTheStreamItsMeasurementCompressed() throws Exception {
		RecordSet records = TestRecords.valueSet(TestRecords.values(2000, 300, 5));
		List<SweepTask> tasks = SweepRequest.of(Preset.STANDARD).tasks();
		SlotMeasurer streamAsLongAsTheRecords = (measuredOn, task, codecs, larger) -> new Measurement(result(task),
				measuredOn.bodyBytes());
		Map<Result, Long> heard = new ConcurrentHashMap<>();
		SweepRun run = new SweepRun(SweepPlan.of(records, tasks, records.bodyBytes() / 8), new SweepListener() {

			@Override
			public void progress(int completed, int total) {
			}

			@Override
			public void measured(Result result, long streamBytes) {
				heard.merge(result, streamBytes, Long::sum);
			}

		}, new SweepStop(Instant.MAX), streamAsLongAsTheRecords, this.memory);
		run.start(this.pool, 2);
		SweepOutcome outcome = run.outcome().get(10, TimeUnit.SECONDS);
		assertThat(heard).hasSize(tasks.size())
			.containsOnlyKeys(outcome.results().stream().map((result) -> result.withParetoOptimal(false)).toList())
			.allSatisfy((result, streamBytes) -> assertThat(streamBytes).isEqualTo(records.bodyBytes()));
	}

	@Test
	void tellsTheFirstAnswerOnTheWholeSampleWithTheResultsItKeeps() throws Exception {
		List<SweepTask> tasks = SweepRequest.of(Preset.STANDARD).tasks();
		List<FirstAnswer> answers = new CopyOnWriteArrayList<>();
		CountDownLatch answered = new CountDownLatch(1);
		int quick = Preset.QUICK.configurations().size();
		SweepRun run = new SweepRun(SweepPlan.of(RECORDS, tasks, RECORDS.bodyBytes()), new SweepListener() {

			@Override
			public void progress(int completed, int total) {
				SweepRunTests.this.progress.add(completed);
			}

			@Override
			public void firstAnswer(FirstAnswer answer) {
				answers.add(answer);
				SweepRunTests.this.progress.add(-1);
				answered.countDown();
			}

		}, new SweepStop(Instant.MAX), (records, task) -> {
			// the rest waits for the first answer, so that its place among the progress
			// is known
			if (!Preset.QUICK.configurations().contains(task.compression()) || task.batchSize() != 16384) {
				await(answered);
			}
			return result(task);
		}, this.memory);
		run.start(this.pool, 2);
		SweepOutcome outcome = run.outcome().get(10, TimeUnit.SECONDS);
		assertThat(answers).singleElement().satisfies((answer) -> {
			assertThat(answer.wholeSample()).isTrue();
			assertThat(outcome.results()).containsAll(answer.results());
		});
		assertThat(this.progress).hasSize(tasks.size() + 2).startsWith(0);
		assertThat(this.progress.indexOf(-1)).isEqualTo(quick + 1);
	}

	@Test
	void countsTheFirstAnswersMeasurementsOnAPartInTheProgress() throws Exception {
		RecordSet records = TestRecords.valueSet(TestRecords.values(2000, 300, 5));
		List<SweepTask> tasks = SweepRequest.of(Preset.STANDARD).tasks();
		int quick = Preset.QUICK.configurations().size();
		int measurements = tasks.size() + quick;
		List<String> heard = new CopyOnWriteArrayList<>();
		CountDownLatch answered = new CountDownLatch(1);
		SweepRun run = new SweepRun(SweepPlan.of(records, tasks, records.bodyBytes() / 8), new SweepListener() {

			@Override
			public void progress(int completed, int total) {
				heard.add(completed + " of " + total);
			}

			@Override
			public void firstAnswer(FirstAnswer answer) {
				heard.add("first answer");
				answered.countDown();
			}

		}, new SweepStop(Instant.MAX), (measuredOn, task) -> {
			// the whole sample waits for the first answer, measured on a part
			if (measuredOn == records) {
				await(answered);
			}
			return result(task);
		}, this.memory);
		run.start(this.pool, 2);
		assertThat(run.outcome().get(10, TimeUnit.SECONDS).results()).hasSize(tasks.size());
		assertThat(heard).hasSize(measurements + 2);
		assertThat(heard.subList(0, quick + 1)).containsExactlyInAnyOrderElementsOf(progress(0, quick, measurements));
		assertThat(heard.get(quick + 1)).isEqualTo("first answer");
		assertThat(heard.subList(quick + 2, heard.size()))
			.containsExactlyInAnyOrderElementsOf(progress(quick + 1, measurements, measurements));
	}

	private static List<String> progress(int from, int to, int total) {
		return IntStream.rangeClosed(from, to).mapToObj((completed) -> completed + " of " + total).toList();
	}

	@Test
	void anEmptyPlanEndsAtOnce() throws Exception {
		SweepRun run = run(List.of(), (records, task) -> result(task), Instant.MAX);
		assertThat(run.outcome().get(1, TimeUnit.SECONDS).ending()).isEqualTo(Ending.COMPLETED);
	}

	private SweepRun run(List<SweepTask> tasks, Measurer measurer, Instant deadline) {
		SweepRun run = new SweepRun(SweepPlan.of(RECORDS, tasks, 0), (completed, total) -> this.progress.add(completed),
				new SweepStop(deadline), measurer, this.memory);
		run.start(this.pool, 2);
		return run;
	}

	private static Result result(SweepTask task) {
		return new Result(task.compression(), task.batchSize(), 1, 1, 64, 32, 2, 100, 100, BatchLimit.SIZE, false);
	}

	private static void await(CountDownLatch latch) {
		try {
			latch.await(5, TimeUnit.SECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	private static void sleep(long millis) {
		try {
			Thread.sleep(millis);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

}
