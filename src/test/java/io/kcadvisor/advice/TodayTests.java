package io.kcadvisor.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TodayTests {

	private static final AdviceRequest REQUEST = new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST,
			Workload.builder().messagesPerSecond(200.0).partitions(1).keyed(true).build());

	private final Advisor advisor = new Advisor(CostSettings.defaults());

	/**
	 * The top recommendation of these results stores 2,400,000 bytes for 10,000 records,
	 * 240 a record: noted where today stores more than 1% less.
	 */
	@ParameterizedTest(name = "today {0} bytes a record")
	@CsvSource(textBlock = """
			100,	true
			237.5,	true
			237.7,	false
			240,	false
			400,	false
			""")
	void notesWhereTheTopRecommendationStoresMoreThanTodayByMoreThanOnePercent(double today, boolean noted) {
		List<Result> results = List.of(TestResults.lingerLimited(Codec.ZSTD, 3, 16384, 20, 2_400_000, 300),
				TestResults.lingerLimited(Codec.NONE, null, 16384, 20, 10_000_000, 3000));
		Advice advice = this.advisor.advise(results, REQUEST);
		assertThat(advice.recommendations().get(0).result().compressedBytes()).isEqualTo(2_400_000);
		Optional<String> note = Today.note(advice, results, current(today), TestResults.RECORDS, REQUEST);
		assertThat(note).isEqualTo(noted ? Optional.of("Today these records take " + Text.number(today)
				+ " bytes each where they are stored, and the top recommendation would store 240 ("
				+ Text.percent(240 / today - 1) + " more). Its batches were modelled at linger.ms 5 and 200 "
				+ "messages/s, 20 records a batch on average; today's producers may batch more records (a longer "
				+ "linger.ms or a larger batch.size), or compress at a level not measured here, and the latest records "
				+ "may compress differently from those stored. Pasting a lower linger.ms or batch.size than your "
				+ "producers' would store more: give lingerMs and messagesPerSecond as theirs and analyse again, or "
				+ "keep their batching.") : Optional.empty());
	}

	@Test
	void withNothingRecommendedTheSmallestResultIsCompared() {
		List<Result> results = List.of(TestResults.fixed(Codec.GZIP, 6, 1, 10_400_000, 40));
		AdviceRequest fixed = REQUEST.withRecordsPerBatch(1);
		Advice advice = this.advisor.advise(results, fixed);
		assertThat(advice.recommendations()).isEmpty();
		assertThat(Today.note(advice, results, current(30), TestResults.RECORDS, fixed))
			.hasValueSatisfying((note) -> assertThat(note)
				.startsWith("Today these records take 30 bytes each where they are stored, "
						+ "and the smallest configuration measured, gzip 6 with 1.0 records per batch, would store 1,040 ")
				.contains("Its batches were modelled with recordsPerBatch 1;"));
	}

	/**
	 * A segment uploaded without a message rate: the top recommendation, zstd 3 modelled
	 * full at batch.size 16384 (68.5 records a batch), saves against today's 300 bytes a
	 * record, but where today's batches hold 25 records that saving counts on producers
	 * filling batches as today's do not; at 50 records (under 1.5 times fewer) or with a
	 * rate given, nothing is noted.
	 */
	@ParameterizedTest(name = "today {0} batches, rate {1}")
	@CsvSource(nullValues = "-", textBlock = """
			400, -,   true
			200, -,   false
			400, 200, false
			""")
	void notesWhereTheTopRecommendationWasModelledWithFullerBatchesThanTodays(long batches, Double rate,
			boolean noted) {
		List<Result> results = List.of(TestResults.result(Codec.ZSTD, 3, 16384, 2_400_000, 300),
				TestResults.result(Codec.NONE, null, 16384, 10_000_000, 3000));
		AdviceRequest request = new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST,
				Workload.builder().messagesPerSecond(rate).build());
		Advice advice = this.advisor.advise(results, request);
		assertThat(advice.recommendations().get(0).result().codec()).isEqualTo(Codec.ZSTD);
		CurrentStorage today = new CurrentStorage("producer", 300, 3_000_000, TestResults.RECORDS, false, 0, batches);
		Optional<String> note = Today.note(advice, results, today, TestResults.RECORDS, request);
		assertThat(note).isEqualTo(noted ? Optional.of("Today these records are stored in batches of 25 records on "
				+ "average, where the top recommendation's were modelled full at batch.size 16384 (16 KiB), 68 "
				+ "records a batch on average, as no message rate was given: what it saves counts on producers that "
				+ "fill its batches, which takes a partition receiving that many records within their linger.ms. Give "
				+ "messagesPerSecond and lingerMs as your producers' and analyse again to model their batches.")
				: Optional.empty());
	}

	@Test
	void nothingIsNotedWithoutTodaysStorage() {
		List<Result> results = List.of(TestResults.lingerLimited(Codec.ZSTD, 3, 16384, 20, 2_400_000, 300));
		assertThat(Today.note(this.advisor.advise(results, REQUEST), results, null, TestResults.RECORDS, REQUEST))
			.isEmpty();
	}

	private static CurrentStorage current(double bytesPerRecord) {
		long records = 1_000_000;
		return CurrentStorage.of("producer", Math.round(bytesPerRecord * records), records, false);
	}

}
