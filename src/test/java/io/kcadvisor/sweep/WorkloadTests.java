package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.kafka.KafkaVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WorkloadTests {

	@ParameterizedTest(name = "keyed={0} on Kafka {1}: {2} msg/s from {3} producer(s) over {4} partitions, "
			+ "linger.ms {5}: at most {6} records per batch")
	@CsvSource(nullValues = "-", textBlock = """
			# keyed messages: each producer's share of a partition
			true,  4.2, 2000,  1, 6,   5,  2
			true,  2.3, 2000,  1, 6,   5,  2
			true,  4.2, 12000, 1, 12,  10, 11
			true,  4.2, 12000, 4, 12,  10, 3
			true,  4.2, 2000,  1, -,   5,  11
			# no keys from 2.4: one partition at a time takes a producer's whole rate
			false, 4.2, 2000,  1, 6,   5,  11
			false, 2.4, 2000,  1, 6,   5,  11
			false, 3.3, 12000, 4, 12,  10, 31
			false, 4.2, 12000, 4, 500, 10, 31
			false, 4.2, 100,   3, 6,   30, 2
			# no keys before 2.4: round-robin, like keys
			false, 2.3, 2000,  1, 6,   5,  2
			false, 2.3, 12000, 4, 12,  10, 3
			false, 0.11, 100,  1, 1,   30, 4
			# not known: no keys
			-,     4.2, 2000,  1, 6,   5,  11
			-,     2.3, 2000,  1, 6,   5,  2
			# linger.ms not given: the version's default, 5 from 4.0, 0 before
			false, 4.0, 2000,  1, 6,   -,  11
			true,  4.0, 1200,  1, 6,   -,  2
			false, 3.9, 2000,  1, 6,   -,  1
			# producers not given: one
			false, 4.2, 2000,  -, 6,   5,  11
			""")
	void capsBatchesAtWhatOneProducerSendsToOnePartitionWithinLinger(Boolean keyed, String version, double rate,
			Integer producers, Integer partitions, Integer lingerMs, int cap) {
		KafkaVersion kafka = KafkaVersion.parse(version);
		Workload workload = new Workload(rate, partitions, lingerMs, keyed, producers, null, null, null);
		assertThat(workload.lingerRecordCap(kafka.defaultLingerMs(), kafka.stickyPartitioner())).isEqualTo(cap);
	}

	@Test
	void withoutAMessageRateNothingCapsBatches() {
		assertThat(Workload.NONE.lingerRecordCap(5, true)).isEqualTo(Integer.MAX_VALUE);
		assertThat(Workload.NONE.lingerRecordCap(0, false)).isEqualTo(Integer.MAX_VALUE);
	}

	@Test
	void oneProducerSendsEverythingUnlessTold() {
		assertThat(Workload.NONE.producers()).isEqualTo(1);
		assertThat(new Workload(10.0, null, null, null, 3, null, null, null).producers()).isEqualTo(3);
	}

	@Test
	void keysAreDecidedByTheSampleOnlyWhenNotGiven() {
		assertThat(Workload.NONE.keyed()).isNull();
		assertThat(Workload.NONE.hasKeys()).isFalse();
		assertThat(Workload.NONE.keyedByDefault(true).keyed()).isTrue();
		assertThat(Workload.NONE.keyedByDefault(false).keyed()).isFalse();
		Workload withoutKeys = new Workload(10.0, 2, 5, false, 2, 3, 24, 1);
		assertThat(withoutKeys.keyedByDefault(true)).isEqualTo(withoutKeys);
		Workload keyed = new Workload(10.0, 2, 5, true, 2, 3, 24, 1);
		assertThat(keyed.keyedByDefault(false)).isEqualTo(keyed);
	}

}
