package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.SweepPlan.Step;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SweepPlanTests {

	private static final RecordSet RECORDS = TestRecords.valueSet(TestRecords.values(4000, 400, 7));

	private static final List<SweepTask> STANDARD = SweepRequest.of(Preset.STANDARD).tasks();

	@Test
	void measuresTheQuickSetFirstOnTheWholeSampleWhenItFitsAndKeepsTheirResults() {
		SweepPlan plan = SweepPlan.of(RECORDS, STANDARD, RECORDS.bodyBytes());
		List<Step> first = plan.steps().subList(0, plan.firstAnswerSteps());
		assertThat(first).extracting(Step::task)
			.containsExactlyInAnyOrderElementsOf(
					Preset.QUICK.configurations().stream().map((config) -> task(config, 16384)).toList());
		assertThat(first).allSatisfy((step) -> assertThat(step.records()).isSameAs(RECORDS));
		assertThat(plan.firstAnswerRecords()).isSameAs(RECORDS);
		assertThat(plan.steps()).hasSize(STANDARD.size());
		assertEveryResultOnceOnTheSample(plan);
	}

	@Test
	void measuresTheQuickSetOnAnEvenlySpreadPartWhenTheSampleIsLarger() {
		long bytes = RECORDS.bodyBytes() / 10;
		SweepPlan plan = SweepPlan.of(RECORDS, STANDARD, bytes);
		RecordSet part = plan.firstAnswerRecords();
		assertThat(part.size()).isLessThan(RECORDS.size());
		assertThat(part.bodyBytes()).isBetween(bytes, bytes + SamplePart.STRETCHES * 400L);
		assertThat(part.get(0).value()).isEqualTo(RECORDS.get(0).value());
		int lastStretch = RECORDS.size() * (SamplePart.STRETCHES - 1) / SamplePart.STRETCHES;
		assertThat(IntStream.range(0, part.size()).mapToObj((index) -> part.get(index).value()))
			.contains(RECORDS.get(lastStretch).value());
		List<Step> first = plan.steps().subList(0, plan.firstAnswerSteps());
		assertThat(first).hasSize(Preset.QUICK.configurations().size())
			.allSatisfy((step) -> assertThat(step.records()).isSameAs(part))
			.allSatisfy((step) -> assertThat(step.result()).isEqualTo(Step.FIRST_ANSWER_ONLY));
		assertThat(plan.steps()).hasSize(STANDARD.size() + first.size());
		assertEveryResultOnceOnTheSample(plan);
	}

	@Test
	void measuresTheRestLongestFirst() {
		SweepPlan plan = SweepPlan.of(RECORDS, STANDARD, RECORDS.bodyBytes());
		List<SweepTask> rest = plan.steps()
			.subList(plan.firstAnswerSteps(), plan.steps().size())
			.stream()
			.map(Step::task)
			.toList();
		assertThat(rest.get(0)).isEqualTo(task(CompressionConfig.of(Codec.ZSTD, 22), 1048576));
		assertThat(rest).isSortedAccordingTo(LongestFirst.ORDER);
		assertThat(rest.get(rest.size() - 1).compression().codec()).isEqualTo(Codec.NONE);
	}

	@Test
	void hasNoFirstAnswerWhenTurnedOff() {
		SweepPlan plan = SweepPlan.of(RECORDS, STANDARD, 0);
		assertThat(plan.firstAnswerSteps()).isZero();
		assertThat(plan.steps()).extracting(Step::task).isSortedAccordingTo(LongestFirst.ORDER);
		assertEveryResultOnceOnTheSample(plan);
	}

	@Test
	void takesTheQuickSetAtTheSmallestBatchSizeAskedFor() {
		SweepRequest request = new SweepRequest(Preset.STANDARD, EnumSet.of(Codec.ZSTD), List.of(65536, 32768), null,
				Workload.NONE, 5, true);
		SweepPlan plan = SweepPlan.of(RECORDS, request.tasks(), RECORDS.bodyBytes());
		assertThat(plan.steps().subList(0, plan.firstAnswerSteps())).extracting(Step::task)
			.containsExactlyInAnyOrder(task(CompressionConfig.of(Codec.ZSTD, 1), 32768),
					task(CompressionConfig.of(Codec.ZSTD, 3), 32768));
	}

	private static void assertEveryResultOnceOnTheSample(SweepPlan plan) {
		List<Step> onSample = plan.steps().stream().filter((step) -> step.result() != Step.FIRST_ANSWER_ONLY).toList();
		assertThat(onSample).extracting(Step::result)
			.containsExactlyInAnyOrderElementsOf(IntStream.range(0, plan.total()).boxed().toList());
		assertThat(onSample).allSatisfy((step) -> assertThat(step.records()).isSameAs(RECORDS));
		assertThat(onSample).allSatisfy((step) -> assertThat(step.task()).isEqualTo(STANDARD.get(step.result())));
	}

	private static SweepTask task(CompressionConfig compression, int batchSize) {
		return new SweepTask(compression, new Batching.Producer(batchSize, Integer.MAX_VALUE), batchSize);
	}

}
