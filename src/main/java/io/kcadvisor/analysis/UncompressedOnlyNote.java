package io.kcadvisor.analysis;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepOutcome.Ending;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Says why nothing is recommended where no codec that compresses was measured, as only
 * the analysis knows: only {@code none} was asked for, the time budget ran out before any
 * codec, or every codec failed to be measured.
 */
final class UncompressedOnlyNote {

	private static final String NOTHING_TO_WEIGH = ", so there is nothing to weigh sending uncompressed against "
			+ "and nothing to recommend";

	private UncompressedOnlyNote() {
	}

	/**
	 * Returns the note on results of an analysis.
	 * @param results the results advised on
	 * @param codecs the codecs asked for
	 * @param ending how the sweep ended, or {@code null} while it runs
	 * @return the note, empty when a codec that compresses was measured, or while the
	 * sweep may still measure one
	 */
	static Optional<String> of(List<Result> results, Set<Codec> codecs, Ending ending) {
		if (results.isEmpty() || results.stream().anyMatch((result) -> result.codec() != Codec.NONE)) {
			return Optional.empty();
		}
		if (codecs.stream().allMatch((codec) -> codec == Codec.NONE)) {
			return Optional.of("Only uncompressed (none) was asked for" + NOTHING_TO_WEIGH
					+ ". Analyse again with the codecs to compare.");
		}
		if (ending == Ending.OUT_OF_TIME) {
			return Optional.of("The time ran out before any codec that compresses was measured" + NOTHING_TO_WEIGH
					+ ". Analyse again with a smaller preset, fewer codecs or a smaller sample.");
		}
		if (ending != null) {
			return Optional.of("No codec that compresses could be measured" + NOTHING_TO_WEIGH
					+ ". The note on the configurations that could not be measured says why.");
		}
		return Optional.empty();
	}

}
