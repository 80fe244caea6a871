package io.kcadvisor.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.advice.DiskSaving.Retention;
import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.advice.WorkloadCost;
import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sweep.Result;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TopicSavingTests {

	/**
	 * 1000 records stored at 300 bytes each, recommended at 100, at 10 messages per
	 * second on 3 replicas: 2/3 saved, 200 × 10 × 86400 × 3 bytes a day. What the topic
	 * holds less is that over its 168 hours of retention where time bounds it, and 2/3 of
	 * the 300000 bytes its leaders hold today, on its 3 replicas, where it does not.
	 * Where retention.bytes bounds what its partitions hold, each side holds at most
	 * that: today's 5.44 GB on its replicas bounded at 3 GB saves 3 − 1.81 GB, and
	 * bounded at 1 GB saves nothing, the records saved keeping more hours instead;
	 * without a time limit nothing is saved once its leaders hold what retention.bytes
	 * lets them (600 kB on 3 replicas, against their 300 kB).
	 */
	@ParameterizedTest(name = "time retention {0}, at most {1} bytes")
	@CsvSource(nullValues = "none", textBlock = """
			true,	none,		3628800000
			true,	3000000000,	1185600000
			true,	1000000000,	0
			false,	none,		600000
			false,	1000000000,	600000
			false,	600000,		0
			""")
	void whatATopicHoldsLessIsCountedAtItsRetentionOnlyWhereTimeBoundsIt(boolean timeRetention, Long limit,
			double disk) {
		CurrentStorage current = CurrentStorage.of("producer", 300_000, 1000, false);
		Result result = new Result(CompressionConfig.of(Codec.ZSTD, 3), 16384, 100, 10, 400_000, 100_000, 4, 300, 1000,
				BatchLimit.SIZE, false);
		Recommendation top = new Recommendation(1, result, "why", Map.of(), Map.of(), Map.of(), List.of(),
				new WorkloadCost(40, 10, 3, 168, 1, limit, null, null));
		TopicSaving saving = TopicSaving.of(current, top, 1000, new Retention(timeRetention, 3, limit));
		assertThat(saving.savingVsCurrent()).isCloseTo(2 / 3.0, within(1e-9));
		assertThat(saving.savedBytesPerDay()).isCloseTo(200.0 * 10 * 86_400 * 3, within(1e-3));
		// the average rate, not the 40 messages a second of the records read
		assertThat(saving.messagesPerSecond()).isEqualTo(10);
		assertThat(saving.savedDiskBytes()).isCloseTo(disk, within(1e-3));
	}

	/**
	 * Without a message rate, what a topic holds less is the share saved of what it holds
	 * today on its replicas, and nothing once its leaders hold what retention.bytes lets
	 * them, a limit the topic gives whatever its rate.
	 */
	@ParameterizedTest(name = "at most {0} bytes")
	@CsvSource(nullValues = "none", textBlock = """
			none,		600000
			1000000000,	600000
			600000,		0
			""")
	void withoutARateATopicFullToItsRetentionBytesSavesNoDisk(Long limit, double disk) {
		CurrentStorage current = CurrentStorage.of("producer", 300_000, 1000, false);
		Result result = new Result(CompressionConfig.of(Codec.ZSTD, 3), 16384, 100, 10, 400_000, 100_000, 4, 300, 1000,
				BatchLimit.SIZE, false);
		Recommendation top = new Recommendation(1, result, "why", Map.of(), Map.of(), Map.of(), List.of(), null);
		TopicSaving saving = TopicSaving.of(current, top, 1000, new Retention(true, 3, limit));
		assertThat(saving.savedBytesPerDay()).isNull();
		assertThat(saving.savedDiskBytes()).isCloseTo(disk, within(1e-3));
	}

}
