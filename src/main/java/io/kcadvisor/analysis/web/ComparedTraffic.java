package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.AdviceRequest;
import io.kcadvisor.advice.Text;
import io.kcadvisor.analysis.AnalysisRequest;
import io.kcadvisor.analysis.web.Comparison.Side;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What differs in the traffic two analyses modelled their batches with, and how each
 * one's batches closed: a batch.size holds as many records as arrive before linger.ms
 * sends it, or as fill it, so that where the traffic differs the same configuration at
 * the same batch.size may compare unlike batches.
 */
final class ComparedTraffic {

	private static final PageFormat FORMAT = new PageFormat();

	private ComparedTraffic() {
	}

	/**
	 * Says what differs in the traffic two analyses were modelled with, and what that did
	 * to their batches.
	 * @param first the first analysis
	 * @param second the second
	 * @return the note, or {@code null} when their batches were modelled alike
	 */
	static String note(Side first, Side second) {
		List<String> differences = differences(first.analysis().request(), second.analysis().request());
		if (differences.isEmpty()) {
			return null;
		}
		String note = "The two analyses modelled different traffic: " + String.join(", ", differences) + ".";
		String one = batching(first.results());
		String two = batching(second.results());
		if (one == null || two == null) {
			return note + " Where that changes their batches, one batch.size compares unlike batches.";
		}
		if (one.equals(two)) {
			return note + " In both, " + one + ", so the figures below still compare batches alike.";
		}
		return note + " In the first, " + one + "; in the second, " + two + ". At one batch.size they compare "
				+ "unlike batches, so the figures below differ for that reason too, not only for their messages.";
	}

	/**
	 * Returns the settings of the traffic that shape batches and differ, each as the
	 * setting, the first's value and the second's; none where neither gives a message
	 * rate, as batches then fill batch.size whatever the rest, nor where both make
	 * batches of a fixed number of records, whatever the traffic.
	 */
	private static List<String> differences(AnalysisRequest first, AnalysisRequest second) {
		Workload one = Objects.requireNonNullElse(first.workload(), Workload.NONE);
		Workload two = Objects.requireNonNullElse(second.workload(), Workload.NONE);
		List<String> differences = new ArrayList<>();
		if ((one.messagesPerSecond() == null && two.messagesPerSecond() == null)
				|| (first.recordsPerBatch() != null && second.recordsPerBatch() != null)) {
			return differences;
		}
		differ(differences, "messages per second", number(one.messagesPerSecond()), number(two.messagesPerSecond()));
		differ(differences, "partitions", setting(one.partitions()), setting(two.partitions()));
		differ(differences, "linger.ms", lingerMs(one, first), lingerMs(two, second));
		differ(differences, "keys", one.hasKeys() ? "yes" : "no", two.hasKeys() ? "yes" : "no");
		differ(differences, "producers", setting(one.producers()), setting(two.producers()));
		differ(differences, "brokers", setting(one.brokers()), setting(two.brokers()));
		differ(differences, "request latency", setting(one.requestLatencyMs()) + " ms",
				setting(two.requestLatencyMs()) + " ms");
		if (first.kafkaVersion().stickyPartitioner() != second.kafkaVersion().stickyPartitioner()) {
			// which spreads messages without keys over the partitions at once, or sends
			// them to one at a time
			differ(differences, "Kafka", first.kafkaVersion().toString(), second.kafkaVersion().toString());
		}
		return differences;
	}

	private static void differ(List<String> differences, String setting, String first, String second) {
		if (!first.equals(second)) {
			differences.add(setting + " " + first + " against " + second);
		}
	}

	private static String lingerMs(Workload workload, AnalysisRequest request) {
		return setting(Objects.requireNonNullElse(workload.lingerMs(),
				AdviceRequest.lingerMsWhenNotGiven(request.kafkaVersion())));
	}

	/** A rate, whole where it is, with its thousands grouped. */
	private static String number(Double value) {
		if (value == null) {
			return "not given";
		}
		return (value == Math.rint(value)) ? Text.count(value.longValue()) : FORMAT.number(value);
	}

	/** A setting's value, in plain digits as it is set. */
	private static String setting(Number value) {
		if (value == null) {
			return "not given";
		}
		double number = value.doubleValue();
		return (number == Math.rint(number)) ? Long.toString((long) number) : Double.toString(number);
	}

	/**
	 * Says what closed an analysis's batches at the batch sizes it measured: the message
	 * rate (linger.ms, or a request ready to carry them) before they filled batch.size,
	 * or batch.size. Of the codecs that compress, where there are any: uncompressed
	 * batches, many times larger, may fill batch.size where theirs do not. Batches of a
	 * fixed number of records hold it whatever the traffic.
	 * @return the words, or {@code null} without results
	 */
	private static String batching(List<Result> results) {
		if (!results.isEmpty() && results.stream().allMatch((result) -> result.batchSize() == null)) {
			return "each batch holds " + records(results) + ", as asked, whatever the traffic";
		}
		List<Result> batched = results.stream()
			.filter((result) -> result.configurable() && result.batchSize() != null)
			.toList();
		List<Result> compressing = batched.stream().filter((result) -> result.codec() != Codec.NONE).toList();
		if (!compressing.isEmpty()) {
			batched = compressing;
		}
		if (batched.isEmpty()) {
			return null;
		}
		List<Result> sent = batched.stream().filter(Result::lingerLimited).toList();
		if (sent.isEmpty()) {
			return "every batch fills batch.size";
		}
		if (sent.size() == batched.size()) {
			return "the message rate closes every batch before it fills batch.size (" + records(sent) + ")";
		}
		return "the message rate closes the batches of some configurations before they fill batch.size ("
				+ records(sent) + "), and batch.size those of the others";
	}

	/** The records a batch holds, as "about 26 records" or "24 to 26 records". */
	private static String records(List<Result> results) {
		long fewest = results.stream().mapToLong((result) -> Math.round(result.recordsPerBatch())).min().orElseThrow();
		long most = results.stream().mapToLong((result) -> Math.round(result.recordsPerBatch())).max().orElseThrow();
		return ((fewest == most) ? "about " + Text.count(fewest) : Text.count(fewest) + " to " + Text.count(most))
				+ " records";
	}

}
