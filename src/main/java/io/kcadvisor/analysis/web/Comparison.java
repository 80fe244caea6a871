package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisRequest;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Two analyses side by side, such as a topic's messages before and after a schema change:
 * each one's sample and top recommendation, and the bytes each configuration stored at
 * each batching in either.
 *
 * @param first the first analysis
 * @param second the second analysis
 * @param rows one row per configuration and batching measured in either, in the order of
 * the codecs, then levels, then batch sizes
 */
record Comparison(Side first, Side second, List<Row> rows) {

	private static final Comparator<Key> ORDER = Comparator.comparing((Key key) -> key.compression().codec().ordinal())
		.thenComparing((key) -> key.compression().level(), Comparator.nullsFirst(Comparator.naturalOrder()))
		.thenComparing((key) -> key.compression().toString())
		.thenComparing(Key::batchSize, Comparator.nullsFirst(Comparator.naturalOrder()));

	/**
	 * Compares two analyses.
	 * @param first the first, with its advice's top recommendation or {@code null}
	 * @param second the second, likewise
	 * @return the comparison
	 */
	static Comparison of(Side first, Side second) {
		Map<Key, Result[]> byKey = new LinkedHashMap<>();
		add(byKey, first, 0);
		add(byKey, second, 1);
		List<Row> rows = new ArrayList<>();
		byKey.entrySet()
			.stream()
			.sorted(Map.Entry.comparingByKey(ORDER))
			.forEach((entry) -> rows.add(Row.of(entry.getValue()[0], entry.getValue()[1], first, second)));
		return new Comparison(first, second, rows);
	}

	/**
	 * Returns what the two analyses were asked differently, each as the setting, the
	 * first's value and the second's, for example {@code objective balanced against
	 * smallest}: their recommendations answer different questions. Public, as the page
	 * calls it.
	 * @return the differences, none when both were asked the same
	 */
	public List<String> differences() {
		AnalysisRequest one = this.first.analysis().request();
		AnalysisRequest two = this.second.analysis().request();
		List<String> differences = new ArrayList<>();
		differ(differences, "objective", one.objective().apiName(), two.objective().apiName());
		differ(differences, "Kafka", one.kafkaVersion().toString(), two.kafkaVersion().toString());
		differ(differences, "preset", one.preset().apiName(), two.preset().apiName());
		return differences;
	}

	/**
	 * Returns what differs in the traffic the two analyses modelled their batches with,
	 * and what that did to their batches ({@link ComparedTraffic}). Public, as the page
	 * calls it.
	 * @return the note, or {@code null} when their batches were modelled alike
	 */
	public String trafficNote() {
		return ComparedTraffic.note(this.first, this.second);
	}

	private static void differ(List<String> differences, String setting, String first, String second) {
		if (!first.equals(second)) {
			differences.add(setting + " " + first + " against " + second);
		}
	}

	private static void add(Map<Key, Result[]> byKey, Side side, int index) {
		for (Result result : side.results()) {
			byKey.computeIfAbsent(Key.of(result), (key) -> new Result[2])[index] = result;
		}
	}

	/**
	 * One of the analyses compared.
	 *
	 * @param analysis the analysis
	 * @param top its top recommendation, or {@code null}
	 * @param results its results, none unless it succeeded
	 */
	record Side(Analysis analysis, Recommendation top, List<Result> results) {

		/**
		 * Returns the stored bytes per record of a result of this side's sample; public,
		 * as the page calls it.
		 * @param result the result
		 * @return bytes per record
		 */
		public double perRecord(Result result) {
			return (double) result.compressedBytes() / Math.max(1, this.analysis.sample().records());
		}

	}

	/**
	 * One configuration at one batching, as each analysis measured it.
	 *
	 * @param first the first analysis's result, or {@code null} when it did not measure
	 * it
	 * @param second the second analysis's result, or {@code null}
	 * @param firstPerRecord the bytes the first stored per record, or {@code null}
	 * @param secondPerRecord the bytes the second stored per record, or {@code null}
	 */
	record Row(Result first, Result second, Double firstPerRecord, Double secondPerRecord) {

		static Row of(Result first, Result second, Side firstSide, Side secondSide) {
			return new Row(first, second, (first != null) ? firstSide.perRecord(first) : null,
					(second != null) ? secondSide.perRecord(second) : null);
		}

		/**
		 * Returns either result, to name the configuration and batching by.
		 * @return a result
		 */
		public Result either() {
			return Objects.requireNonNullElse(this.first, this.second);
		}

		/**
		 * Returns how much more the second stores per record than the first.
		 * @return the fraction, negative when it stores less, or {@code null} unless both
		 * measured it
		 */
		public Double change() {
			return (this.firstPerRecord != null && this.secondPerRecord != null && this.firstPerRecord > 0)
					? this.secondPerRecord / this.firstPerRecord - 1 : null;
		}

	}

	/** What a row compares: a configuration at a batching. */
	private record Key(CompressionConfig compression, Integer batchSize, Double recordsPerBatch) {

		static Key of(Result result) {
			return new Key(result.compression(), result.batchSize(),
					(result.batchSize() == null) ? result.recordsPerBatch() : null);
		}

	}

}
