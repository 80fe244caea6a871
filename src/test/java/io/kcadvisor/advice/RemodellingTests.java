package io.kcadvisor.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Results are modelled for the Kafka version an analysis was submitted with; advice for
 * another version reuses them, and must say so wherever that version batches otherwise.
 */
class RemodellingTests {

	private static final Workload KEYLESS = Workload.builder()
		.messagesPerSecond(50_000.0)
		.partitions(3)
		.keyed(false)
		.build();

	private final Advisor advisor = new Advisor(CostSettings.defaults());

	@Test
	void batchesModelledWithTheStickyPartitionerAreWordedAsModelledForAVersionThatSendsRoundRobin() {
		List<Result> results = List.of(TestResults.lingerLimited(Codec.ZSTD, 3, 16384, 251, 2_800_000, 300));
		AdviceRequest reRanked = new AdviceRequest(Objective.BALANCED, KafkaVersion.parse("2.3"), KEYLESS,
				KafkaVersion.parse("4.2"));
		Recommendation top = this.advisor.advise(results, reRanked).recommendations().get(0);
		assertThat(top.producerProperties()).containsEntry("linger.ms", "5");
		assertThat(top.warnings()).noneMatch((warning) -> warning.contains("Kafka 2.3 producer sends"))
			.anyMatch((warning) -> warning.startsWith("As modelled for Kafka 4.2, the version submitted: at 50,000 "
					+ "messages/s from one producer without keys, which a Kafka 4.2 producer sends to one partition at "
					+ "a time (sticky partitioning), linger.ms 5 sends batches of 251 records on average")
					&& warning.contains("Kafka 2.3 batches otherwise (it sends messages without keys round-robin "
							+ "over the partitions), so its batches"))
			.anyMatch((warning) -> warning
				.startsWith("The properties set linger.ms 5, Kafka 4.0's default "
						+ "(KIP-1030), where Kafka 2.3 defaults to 0 ms")
					&& warning.endsWith("the batches measured here are those that linger.ms 5 collects. A batch that "
							+ "does not fill waits up to 5 ms before it is sent."));
		assertThat(this.advisor.advise(results, reRanked).notes()).containsExactly("These results were modelled for "
				+ "Kafka 4.2, the version submitted, whose producers send messages without keys to one partition at a "
				+ "time (sticky partitioning). Kafka 2.3 batches otherwise (it sends messages without keys round-robin "
				+ "over the partitions), so these recommendations for it may be far off: where linger.ms closes "
				+ "batches, its batches hold other numbers of records, up to as many times more or fewer as there are "
				+ "partitions, and the sizes and ranking that follow from them differ from these. A new analysis with "
				+ "kafkaVersion=2.3 models them.");
	}

	@ParameterizedTest(name = "modelled for {0}, advised for {1}, rate {2}, linger.ms {3}, keyed {4}")
	@CsvSource(nullValues = "-", textBlock = """
			4.2, 4.2, 50000, -, false
			3.7, 4.2, 50000, -, false
			4.2, 3.7, 50000, -, false
			3.7, 4.2, -,     -, false
			3.7, 4.2, 50000, 5, false
			3.7, 3.8, 50000, -, false
			4.2, 2.3, 50000, 5, true
			4.2, 3.7, 50000, 5, false
			""")
	void noNoteWhenTheVersionAdvisedForBatchesAsTheResultsWereModelled(String modelled, String advised, Double rate,
			Integer lingerMs, boolean keyed) {
		Workload workload = Workload.builder()
			.messagesPerSecond(rate)
			.partitions(3)
			.lingerMs(lingerMs)
			.keyed(keyed)
			.build();
		AdviceRequest request = new AdviceRequest(Objective.BALANCED, KafkaVersion.parse(advised), workload,
				KafkaVersion.parse(modelled));
		assertThat(this.advisor.advise(TestResults.sweep(), request).notes()).isEmpty();
	}

	@Test
	void aRequestIsModelledForItsOwnVersionUnlessTold() {
		assertThat(new AdviceRequest(null, KafkaVersion.parse("3.7"), null).modelledVersion())
			.isEqualTo(KafkaVersion.parse("3.7"));
		assertThat(AdviceRequest.defaults().modelledVersion()).isEqualTo(KafkaVersion.NEWEST);
	}

}
