package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

import org.springframework.util.unit.DataSize;

/**
 * A first answer, measured on the whole sample or on a part of it, leaves the sweep's
 * results as they are without one: measured on the whole sample, in the order asked for.
 */
class FirstAnswerTests {

	private static final RecordSet RECORDS = TestRecords.valueSet(TestRecords.values(3000, 500, 11));

	private static final List<SweepTask> TASKS = new SweepRequest(Preset.QUICK, EnumSet.allOf(Codec.class),
			List.of(16384, 65536), null, Workload.NONE, 5, true)
		.tasks();

	@Test
	void theResultsAreTheSameWithAFirstAnswerOnAPartOnTheWholeSampleAndWithout() throws Exception {
		List<FirstAnswer> answers = new CopyOnWriteArrayList<>();
		SweepOutcome onPart = sweep(DataSize.ofBytes(RECORDS.bodyBytes() / 4), answers);
		SweepOutcome onWhole = sweep(DataSize.ofBytes(RECORDS.bodyBytes()), answers);
		SweepOutcome without = sweep(DataSize.ofBytes(0), answers);

		assertThat(sizes(onPart)).isEqualTo(sizes(without)).hasSize(TASKS.size());
		assertThat(sizes(onWhole)).isEqualTo(sizes(without));
		assertThat(answers).hasSize(2);
		assertThat(answers.get(0).wholeSample()).isFalse();
		assertThat(answers.get(0).results()).hasSize(7)
			.allSatisfy((result) -> assertThat(result.uncompressedBytes()).isLessThan(RECORDS.bodyBytes() / 2));
		assertThat(answers.get(1).wholeSample()).isTrue();
		assertThat(sizes(answers.get(1).results())).isSubsetOf(sizes(without));
	}

	private static SweepOutcome sweep(DataSize firstAnswerSize, List<FirstAnswer> answers) throws Exception {
		SweepExecutor executor = new SweepExecutor(new SweepSettings(2, DataSize.ofKilobytes(256), Duration.ofMillis(1),
				2, Duration.ofMillis(20), 0.05, firstAnswerSize, DataSize.ofMegabytes(800)));
		try {
			return executor.start(RECORDS, TASKS, Instant.MAX, new SweepListener() {

				@Override
				public void progress(int completed, int total) {
				}

				@Override
				public void firstAnswer(FirstAnswer answer) {
					answers.add(answer);
				}

			}).outcome().get(2, TimeUnit.MINUTES);
		}
		finally {
			executor.destroy();
		}
	}

	private static List<String> sizes(SweepOutcome outcome) {
		return sizes(outcome.results());
	}

	/** What a result measured exactly, without its speeds. */
	private static List<String> sizes(List<Result> results) {
		return results.stream()
			.map((result) -> result.compression() + " " + result.batchSize() + " " + result.batches() + " "
					+ result.uncompressedBytes() + " " + result.compressedBytes())
			.toList();
	}

}
