package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepOutcome.Ending;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Why nothing is recommended where only {@code none} was measured: the cause the analysis
 * knows, and no other.
 */
class UncompressedOnlyNoteTests {

	private static final List<Result> NONE = List.of(result(Codec.NONE));

	private static final Set<Codec> EVERY_CODEC = Set.of(Codec.values());

	@Test
	void onlyNoneAskedForSaysSoAndNotThatTimeRanOut() {
		assertThat(UncompressedOnlyNote.of(NONE, Set.of(Codec.NONE), Ending.COMPLETED)).hasValueSatisfying(
				(note) -> assertThat(note).startsWith("Only uncompressed (none) was asked for").doesNotContain("time"));
	}

	@Test
	void timeThatRanOutBeforeAnyCodecSaysSo() {
		assertThat(UncompressedOnlyNote.of(NONE, EVERY_CODEC, Ending.OUT_OF_TIME))
			.hasValueSatisfying((note) -> assertThat(note).startsWith("The time ran out before any codec"));
	}

	@Test
	void codecsThatFailedPointAtTheirNote() {
		assertThat(UncompressedOnlyNote.of(NONE, EVERY_CODEC, Ending.COMPLETED))
			.hasValueSatisfying((note) -> assertThat(note).startsWith("No codec that compresses could be measured"));
	}

	@Test
	void nothingIsNotedWhenACodecWasMeasuredOrTheSweepStillRuns() {
		assertThat(UncompressedOnlyNote.of(List.of(result(Codec.NONE), result(Codec.LZ4)), EVERY_CODEC,
				Ending.OUT_OF_TIME))
			.isEmpty();
		assertThat(UncompressedOnlyNote.of(NONE, EVERY_CODEC, null)).isEmpty();
		assertThat(UncompressedOnlyNote.of(List.of(), Set.of(Codec.NONE), Ending.COMPLETED)).isEmpty();
	}

	private static Result result(Codec codec) {
		return new Result(CompressionConfig.defaults(codec), 16384, 1, 1, 64, 32, 2, 100, 100, BatchLimit.SIZE, false);
	}

}
