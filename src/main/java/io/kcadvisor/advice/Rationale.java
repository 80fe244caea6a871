package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Explains a recommendation in one or two sentences, with every figure taken from the
 * results: what the result stores and how fast it compresses, then how the nearest
 * alternative on the frontier compares (the next smaller for {@code fastest} and
 * {@code balanced}, the next faster for {@code smallest}, or the other way when there is
 * none).
 */
final class Rationale {

	private Rationale() {
	}

	/**
	 * Explains a recommendation.
	 * @param result the recommended result
	 * @param rank its rank, 1 for the best
	 * @param candidates the eligible results and their frontier
	 * @return the rationale
	 */
	static String explain(Result result, int rank, Candidates candidates) {
		Objective objective = candidates.request().objective();
		if (result.codec() == Codec.NONE) {
			return explainNone(result, rank, candidates);
		}
		String first = Text.label(result) + " stores " + Text.shareOfRaw(result) + " of the raw bytes (ratio "
				+ Text.number(result.ratio()) + ") at " + Text.speed(result.compressMBps()) + " per core"
				+ ((rank == 1) ? why(result, candidates) : "") + ".";
		Optional<Result> alternative = alternative(result, rank, objective, candidates);
		return alternative.map((other) -> first + " " + compare(other, result) + costsMore(other, result, candidates))
			.orElse(first);
	}

	private static String explainNone(Result result, int rank, Candidates candidates) {
		Optional<Result> smallest = (candidates.request().objective() == Objective.BALANCED)
				? BalancedRule.reference(candidates.frontier(), candidates)
				: candidates.eligible()
					.stream()
					.filter((other) -> other.codec() != Codec.NONE)
					.min(Ranking.SMALLEST_FIRST);
		String reason;
		if (!candidates.anyCompresses()) {
			reason = ": no codec measured that compresses can be recommended here, as the notes say";
		}
		else if (rank == 1 && candidates.request().objective() == Objective.BALANCED) {
			reason = BalancedRule.whyNone();
		}
		else {
			reason = " and spends no CPU on compression";
		}
		String first = Text.label(result) + " sends the records uncompressed" + reason + ".";
		return smallest.map((other) -> first + " " + compare(other, result)).orElse(first);
	}

	private static String why(Result result, Candidates candidates) {
		String version = candidates.request().kafkaVersion().toString();
		switch (candidates.request().objective()) {
			case SMALLEST:
				return ", the fewest bytes of any setting Kafka " + version + " can configure";
			case FASTEST:
				List<Result> compressing = candidates.eligible()
					.stream()
					.filter((other) -> other.codec() != Codec.NONE)
					.toList();
				if (!candidates.costsLeast(result, compressing)) {
					return ", the fewest bytes of the codecs Kafka " + version + " can configure whose CPU, over "
							+ "producers, brokers and consumers, is " + candidates.tie(compressing)
							+ ", as close as timings of one setting differ from run to run";
				}
				return ", the least CPU over producers, brokers and consumers together of any codec Kafka " + version
						+ " can configure";
			default:
				return BalancedRule.why(result, candidates);
		}
	}

	private static Optional<Result> alternative(Result result, int rank, Objective objective, Candidates candidates) {
		List<Result> others = candidates.frontier()
			.stream()
			.filter((other) -> other.codec() != Codec.NONE && !other.equals(result))
			.toList();
		if (objective == Objective.BALANCED && rank == 1) {
			Optional<Result> reference = BalancedRule.reference(candidates.frontier(), candidates);
			if (reference.isPresent() && !reference.get().equals(result)) {
				return reference;
			}
		}
		Optional<Result> smaller = nearest(others, (other) -> other.compressedBytes() < result.compressedBytes(),
				Ranking.SMALLEST_FIRST.reversed());
		Optional<Result> faster = nearest(others, (other) -> other.compressMBps() > result.compressMBps(),
				Ranking.SMALLEST_FIRST);
		return (objective == Objective.SMALLEST) ? faster.or(() -> smaller) : smaller.or(() -> faster);
	}

	private static Optional<Result> nearest(List<Result> others, Predicate<Result> side, Comparator<Result> order) {
		return others.stream().filter(side).min(order);
	}

	private static String compare(Result other, Result result) {
		double sizeChange = (double) (other.compressedBytes() - result.compressedBytes()) / result.compressedBytes();
		String bytes = Text.percent(Math.abs(sizeChange)) + ((sizeChange < 0) ? " fewer bytes" : " more bytes");
		String compared = "By comparison, " + Text.label(other, result) + " stores " + Text.shareOfRaw(other) + " ("
				+ bytes + ")";
		if (result.codec() == Codec.NONE) {
			return compared + ", compressing at " + Text.speed(other.compressMBps()) + " per core.";
		}
		return compared + " at " + Text.speed(other.compressMBps()) + " per core, " + speedChange(other, result) + ".";
	}

	/**
	 * Says why an alternative as small and faster to compress was not ranked before the
	 * result: it costs more CPU in all, decompression included, which the leader and
	 * every consumer group pay.
	 */
	private static String costsMore(Result other, Result result, Candidates candidates) {
		double otherCost = candidates.cost(other).secondsPerMB();
		double cost = candidates.cost(result).secondsPerMB();
		if (other.compressedBytes() > result.compressedBytes() || other.compressMBps() <= result.compressMBps()
				|| otherCost <= cost) {
			return "";
		}
		return " It costs more CPU over producers, brokers and consumers together: " + Text.number(otherCost * 1000)
				+ " ms per MB of records against " + Text.number(cost * 1000) + ", decompression included (at "
				+ Text.speed(other.decompressMBps()) + " per core against " + Text.speed(result.decompressMBps())
				+ "), which the partition leader and every consumer group pay.";
	}

	private static String speedChange(Result other, Result result) {
		double factor = other.compressMBps() / result.compressMBps();
		if (factor >= 1.05) {
			return Text.times(factor) + " faster";
		}
		if (factor <= 1 / 1.05) {
			return Text.times(1 / factor) + " slower";
		}
		return "about as fast";
	}

}
