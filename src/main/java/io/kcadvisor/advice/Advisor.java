package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.springframework.stereotype.Component;

/**
 * Turns measured results into recommendations. Stateless, and a pure function of its
 * inputs, so stored results can be ranked again for another objective, Kafka version or
 * workload without measuring again.
 * <p>
 * Only results the user's Kafka version can configure are recommended: never a KIP-780
 * option; before 3.8 only the default levels (gzip 6, lz4 9, zstd 3); before 2.1 no zstd.
 * Then, by objective:
 * <ul>
 * <li>{@code smallest}: the fewest compressed bytes; ties go to the faster
 * compression.</li>
 * <li>{@code fastest}: the most compression MB/s per core among the codecs that compress
 * ({@code none} never); ties go to the smaller result.</li>
 * <li>{@code balanced} (the default), over the Pareto frontier of the eligible results
 * (no other eligible result is both at least as small and at least as fast to compress,
 * and better at one): among the frontier results that compress, keep those compressing at
 * least 100 MB of raw records per CPU-second on one core (when none does, only the
 * fastest of them), and call the smallest kept result the reference; recommend the
 * fastest frontier result, {@code none} included, whose compressed bytes are at most 2%
 * above the reference's; ranks 2 to 5 apply the same rule to the frontier results not yet
 * ranked. Why: the Java producer compresses on the thread that calls {@code send()}, so
 * the speed on one core caps what a producer thread can send; at 100 MB/s per core
 * compression costs a core per 100 MB/s of traffic, which rarely limits a producer, while
 * slower settings (gzip 6, high zstd levels) often do for a few percent of bytes; and
 * within 2% of the smallest, the bytes saved do not pay for slower producers, which is
 * also how {@code none} wins when no codec saves more than 2%.</li>
 * </ul>
 * Results at different {@code batch.size} values are different configurations; each
 * recommendation carries its own. But results that made the very same batches at several
 * batch.size values (the sample held less than a batch, or linger.ms closed every batch
 * first) are one candidate, at the smallest of those batch sizes, whatever their speeds:
 * they differ only by timing noise.
 */
@Component
public final class Advisor {

	/** The most recommendations returned. */
	public static final int MAX_RECOMMENDATIONS = 5;

	/**
	 * Advises on the results of an analysis for a request: the recommendations, the notes
	 * on the results as a whole and what each result costs at the workload.
	 * @param results every measured result of an analysis
	 * @param request the objective, Kafka version and workload
	 * @return the advice; no recommendations when no result can be configured, or when no
	 * codec that compresses was measured (an analysis that ran out of time before any
	 * did, or one of {@code none} alone), as there is then nothing to weigh {@code none}
	 * against
	 */
	public Advice advise(List<Result> results, AdviceRequest request) {
		boolean anyCompresses = results.stream().anyMatch((result) -> result.codec() != Codec.NONE);
		Map<Result, WorkloadCost> costs = WorkloadCost.of(results, request.workload());
		List<Recommendation> recommendations = anyCompresses ? recommend(Candidates.of(results, request), costs)
				: List.of();
		return new Advice(recommendations, notes(results, request, anyCompresses), costs, anyCompresses);
	}

	private List<Recommendation> recommend(Candidates candidates, Map<Result, WorkloadCost> costs) {
		List<Result> ranked = Ranking.rank(candidates, candidates.request().objective(), MAX_RECOMMENDATIONS);
		List<Recommendation> recommendations = new ArrayList<>();
		for (Result result : ranked) {
			recommendations.add(recommendation(recommendations.size() + 1, result, candidates, costs.get(result)));
		}
		return recommendations;
	}

	/**
	 * Says what a user must know about the results as a whole: that no codec that
	 * compresses was measured, that the sample was too small to tell the larger batch
	 * sizes apart, and that the results were modelled for another Kafka version whose
	 * producers batch otherwise.
	 */
	private List<String> notes(List<Result> results, AdviceRequest request, boolean anyCompresses) {
		List<String> notes = new ArrayList<>();
		if (!results.isEmpty() && !anyCompresses) {
			notes.add("No configuration that compresses was measured, only uncompressed ones, so there is nothing to "
					+ "weigh them against and nothing to recommend. When the analysis ran out of time, analyse "
					+ "again with a smaller preset, fewer codecs or a smaller sample.");
		}
		EqualBatches.note(results).ifPresent(notes::add);
		Remodelling.note(request).ifPresent(notes::add);
		return notes;
	}

	private Recommendation recommendation(int rank, Result result, Candidates candidates, WorkloadCost cost) {
		AdviceRequest request = candidates.request();
		Map<String, String> producer = PropertiesWriter.producer(result, request);
		Map<String, String> topic = PropertiesWriter.topic(result);
		Map<String, String> snippets = Snippets.of(producer, topic, Librdkafka.properties(result, request),
				request.kafkaVersion());
		return new Recommendation(rank, result, Rationale.explain(result, rank, candidates), producer, topic, snippets,
				Warnings.of(result, candidates), cost);
	}

}
