package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordCaps;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecOptions;
import io.kcadvisor.codec.CompressionConfig;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SweepRequestTests {

	@Test
	void quickMeasuresTheCommonLevelsAtTheDefaultBatchSize() {
		List<SweepTask> tasks = SweepRequest.of(Preset.QUICK).tasks();
		assertThat(tasks).extracting((task) -> task.compression().toString())
			.containsExactly("none", "gzip 1", "gzip 6", "snappy", "lz4 9", "zstd 1", "zstd 3");
		assertThat(tasks).extracting(SweepTask::batchSize).containsOnly(16384);
	}

	@Test
	void standardMeasuresEveryGzipLevelAndChosenLz4AndZstdLevelsAcrossFourBatchSizes() {
		List<SweepTask> tasks = SweepRequest.of(Preset.STANDARD).tasks();
		assertThat(levels(tasks, Codec.GZIP)).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
		assertThat(levels(tasks, Codec.LZ4)).containsExactly(1, 3, 6, 9, 12);
		assertThat(levels(tasks, Codec.ZSTD)).containsExactly(-5, -1, 1, 2, 3, 4, 6, 9, 12, 15, 19, 22);
		assertThat(tasks).extracting(SweepTask::batchSize).containsOnly(16384, 65536, 262144, 1048576);
		assertThat(tasks).hasSize(28 * 4);
	}

	@Test
	void exhaustiveCoversEveryLevelAndEveryKip780OptionAsNotConfigurable() {
		List<SweepTask> tasks = SweepRequest.of(Preset.EXHAUSTIVE).tasks();
		assertThat(levels(tasks, Codec.GZIP)).containsExactlyElementsOf(IntStream.rangeClosed(1, 9).boxed().toList());
		assertThat(levels(tasks, Codec.LZ4)).containsExactly(1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
		assertThat(levels(tasks, Codec.ZSTD)).contains(-10, -1, 1, 22).doesNotContain(0);
		List<CodecOptions> options = tasks.stream().map((task) -> task.compression().options()).toList();
		assertThat(options).anyMatch((option) -> option.gzipBuffer() != null)
			.anyMatch((option) -> option.snappyBlock() != null)
			.anyMatch((option) -> option.lz4Block() != null)
			.anyMatch((option) -> option.zstdWindowLog() != null);
		assertThat(tasks).filteredOn((task) -> !task.compression().options().isEmpty())
			.isNotEmpty()
			.allMatch((task) -> !task.compression().configurable());
	}

	@Test
	void codecsAndBatchSizesNarrowTheSweep() {
		SweepRequest request = new SweepRequest(Preset.STANDARD, EnumSet.of(Codec.ZSTD, Codec.LZ4), List.of(32768),
				null, Workload.NONE, 5, true);
		assertThat(request.tasks()).extracting((task) -> task.compression().codec())
			.containsOnly(Codec.ZSTD, Codec.LZ4);
		assertThat(request.tasks()).extracting(SweepTask::batchSize).containsOnly(32768);
	}

	@Test
	void recordsPerBatchReplacesTheProducerModel() {
		SweepRequest request = new SweepRequest(Preset.QUICK, Set.of(Codec.GZIP), null, 100, Workload.NONE, 5, true);
		assertThat(request.tasks()).hasSize(2)
			.allMatch((task) -> task.batchSize() == null && task.batching().equals(new Batching.FixedCount(100)));
	}

	@Test
	void aKnownMessageRateCapsBatchesAtWhatArrivesWithinLinger() {
		Workload keyed = Workload.builder().messagesPerSecond(2000.0).partitions(4).lingerMs(10).keyed(true).build();
		// 21 records a send, a quarter of them on each partition, at least one
		assertThat(
				producerOf(new SweepRequest(Preset.QUICK, Set.of(Codec.NONE), null, null, keyed, 5, true)).maxRecords()
					.mean())
			.isCloseTo(21 / 4.0 / (1 - Math.pow(0.75, 21)), withinPercentage(5));
		Workload withoutKeys = Workload.builder()
			.messagesPerSecond(2000.0)
			.partitions(4)
			.lingerMs(10)
			.keyed(false)
			.build();
		assertThat(batchingOf(new SweepRequest(Preset.QUICK, Set.of(Codec.NONE), null, null, withoutKeys, 5, true)))
			.isEqualTo(new Batching.Producer(16384, 21));
	}

	@Test
	void theVersionsDefaultLingerAndPartitioningApply() {
		Workload withoutLinger = Workload.builder().messagesPerSecond(2000.0).partitions(4).keyed(false).build();
		// 11 records a send, round the 4 partitions in turn
		assertThat(batchingOf(new SweepRequest(Preset.QUICK, Set.of(Codec.NONE), null, null, withoutLinger, 5, false)))
			.isEqualTo(new Batching.Producer(16384, RecordCaps.cycling(new int[] { 3, 3, 3, 2 }), BatchLimit.LINGER,
					null));
		assertThat(batchingOf(new SweepRequest(Preset.QUICK, Set.of(Codec.NONE), null, null, withoutLinger, 0, true)))
			.isEqualTo(new Batching.Producer(16384, 1));
	}

	@Test
	void atLingerZeroRecordsArrivingWhileRequestsAreInFlightShareABatch() {
		Workload heavy = Workload.builder().messagesPerSecond(1_000_000.0).partitions(12).build();
		assertThat(batchingOf(new SweepRequest(Preset.QUICK, Set.of(Codec.ZSTD), null, null, heavy, 0, true)))
			.isEqualTo(new Batching.Producer(16384, 400, BatchLimit.IN_FLIGHT));
		Workload keyed = Workload.builder().messagesPerSecond(1_000_000.0).partitions(12).keyed(true).build();
		Batching.Producer keyedBatching = producerOf(
				new SweepRequest(Preset.QUICK, Set.of(Codec.ZSTD), null, null, keyed, 0, true));
		assertThat(keyedBatching.sentBy()).isEqualTo(BatchLimit.IN_FLIGHT);
		assertThat(keyedBatching.maxRecords().mean()).isCloseTo(400 / 12.0, withinPercentage(5));
	}

	private static Batching batchingOf(SweepRequest request) {
		return request.tasks().get(0).batching();
	}

	private static Batching.Producer producerOf(SweepRequest request) {
		return (Batching.Producer) batchingOf(request);
	}

	private static List<Integer> levels(List<SweepTask> tasks, Codec codec) {
		return tasks.stream()
			.map(SweepTask::compression)
			.filter((compression) -> compression.codec() == codec && compression.configurable())
			.map(CompressionConfig::level)
			.distinct()
			.toList();
	}

}
