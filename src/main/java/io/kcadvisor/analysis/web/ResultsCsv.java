package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.analysis.web.AnalysisView.ResultView;
import io.kcadvisor.codec.ProposedOption;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.system.Csv;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * An analysis's results as CSV (RFC 4180): a header, then one row per result in the order
 * the API lists them. Every value is a number, a boolean or a codec's name, except the
 * last: why the advice may not recommend the result, quoted where it holds a comma, so
 * that scripts reading the earlier columns by position read them as before. An unset
 * value is empty. The columns are documented in docs/api.md.
 */
final class ResultsCsv {

	/** The columns, in order. */
	static final List<String> COLUMNS = Stream
		.of(Stream.of("codec", "level"), Arrays.stream(ProposedOption.values()).map(ProposedOption::apiName),
				Stream.of("configurable", "batchSize", "recordsPerBatch", "batches", "uncompressedBytes",
						"compressedBytes", "ratio", "compressMBps", "decompressMBps", "lingerLimited", "paretoOptimal",
						"rank", "notRecommendable"))
		.flatMap(Function.identity())
		.toList();

	private ResultsCsv() {
	}

	/**
	 * Writes results.
	 * @param results the results, each with why it may not be recommended, none until the
	 * analysis has succeeded
	 * @param recommendations the recommendations, whose ranks the results get
	 * @return the CSV text, lines ending in CRLF
	 */
	static String write(List<ResultView> results, List<Recommendation> recommendations) {
		Map<Result, Integer> ranks = Recommendation.ranks(recommendations);
		StringBuilder csv = new StringBuilder(String.join(",", COLUMNS)).append("\r\n");
		for (ResultView view : results) {
			List<String> row = row(view.result(), ranks.get(view.result()));
			row.add(Csv.quoted(Objects.toString(view.notRecommendable(), "")));
			csv.append(String.join(",", row)).append("\r\n");
		}
		return csv.toString();
	}

	private static List<String> row(Result result, Integer rank) {
		List<String> row = new ArrayList<>();
		row.add(result.codec().kafkaName());
		row.add(Csv.text(result.level()));
		for (ProposedOption option : ProposedOption.values()) {
			row.add(Csv.text(result.options().get(option)));
		}
		row.add(Boolean.toString(result.configurable()));
		row.add(Csv.text(result.batchSize()));
		row.add(Csv.number(result.recordsPerBatch()));
		row.add(Integer.toString(result.batches()));
		row.add(Long.toString(result.uncompressedBytes()));
		row.add(Long.toString(result.compressedBytes()));
		row.add(Csv.number(result.ratio()));
		row.add(Csv.number(result.compressMBps()));
		row.add(Csv.number(result.decompressMBps()));
		row.add(Boolean.toString(result.lingerLimited()));
		row.add(Boolean.toString(result.paretoOptimal()));
		row.add(Csv.text(rank));
		return row;
	}

}
