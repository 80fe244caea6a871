package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParetoTests {

	@Test
	void marksResultsThatNoOtherResultBeatsOnSizeAndSpeed() {
		List<Result> marked = Pareto.mark(List.of(result(1000, 5000), result(400, 300), result(500, 250),
				result(300, 40), result(350, 30), result(400, 200)), (result) -> true);
		assertThat(marked).extracting(Result::paretoOptimal).containsExactly(true, true, false, true, false, false);
	}

	@Test
	void equalResultsAreBothOptimal() {
		List<Result> marked = Pareto.mark(List.of(result(400, 300), result(400, 300)), (result) -> true);
		assertThat(marked).extracting(Result::paretoOptimal).containsExactly(true, true);
	}

	@Test
	void aSmallerResultAtTheSameSpeedDominates() {
		List<Result> marked = Pareto.mark(List.of(result(400, 300), result(390, 300)), (result) -> true);
		assertThat(marked).extracting(Result::paretoOptimal).containsExactly(false, true);
	}

	@Test
	void onlyResultsThatCountMakeTheFrontier() {
		List<Result> marked = Pareto.mark(List.of(result(400, 300), result(300, 400)),
				(result) -> result.compressedBytes() == 400);
		assertThat(marked).extracting(Result::paretoOptimal).containsExactly(true, false);
	}

	private static Result result(long compressedBytes, double compressMBps) {
		return new Result(CompressionConfig.of(Codec.ZSTD, 3), 16384, 10, 1, 2000, compressedBytes,
				2000.0 / compressedBytes, compressMBps, 1000, BatchLimit.SIZE, false);
	}

}
