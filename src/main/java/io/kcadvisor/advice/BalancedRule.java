package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;

/**
 * The trade-off of the {@code balanced} objective, stated here once: the rule, why it is
 * so, and how a recommendation it made is explained. Each candidate costs <pre>
 * cost = compressedBytes / recordBytes
 *      + W / compressMBps + consumerGroups × W / decompressMBps,   W = 10 MB/s
 * </pre> the bytes it stores per byte of records, plus its CPU time per megabyte of
 * records on the producer and in every consumer group, each CPU-second weighed as storing
 * {@value #MB_PER_CPU_SECOND} MB. The lowest cost ranks first; {@code none} costs its
 * bytes alone. So compressing at 100 MB/s per core counts as storing 10% more of the raw
 * bytes, at 1000 MB/s as 1% more: a slower codec must save that much more to win, and a
 * codec that saves less than its CPU time is worth loses to {@code none}.
 * <p>
 * Why: the Java producer compresses on the thread that calls {@code send()}, so a slow
 * codec takes CPU from the application and caps what one producer can send, and each
 * consumer group pays decompression. A cost that grows smoothly with CPU time, rather
 * than a floor on speed, keeps the pick from turning on timing noise: speeds measured a
 * few percent apart move the cost by a fraction of a percent, so the pick changes only
 * between results that cost about the same.
 */
final class BalancedRule {

	/** The megabytes of stored bytes one CPU-second on one core weighs as. */
	static final int MB_PER_CPU_SECOND = 10;

	private BalancedRule() {
	}

	/**
	 * Returns what a result costs by the rule.
	 * @param result the result
	 * @param consumerGroups the consumer groups reading every message
	 * @return the cost, in bytes stored per byte of records
	 */
	static double cost(Result result, int consumerGroups) {
		double bytes = (double) result.compressedBytes() / result.recordBytes();
		if (result.codec() == Codec.NONE) {
			return bytes;
		}
		return bytes + cpu(result.compressMBps()) + consumerGroups * cpu(result.decompressMBps());
	}

	private static double cpu(double mbps) {
		return (mbps > 0) ? MB_PER_CPU_SECOND / mbps : Double.POSITIVE_INFINITY;
	}

	/**
	 * Says why the rule ranked a result that compresses first, for its rationale.
	 * @param consumerGroups the consumer groups weighed
	 * @return for example {@code , the best balance of bytes and CPU time when ...}
	 */
	static String why(int consumerGroups) {
		return ", the best balance of bytes and CPU time when " + weighing(consumerGroups) + " counts as "
				+ MB_PER_CPU_SECOND + " MB stored";
	}

	/**
	 * Says why the rule ranked {@code none} first, for its rationale.
	 * @param consumerGroups the consumer groups weighed
	 * @return the reason
	 */
	static String whyNone(int consumerGroups) {
		return ": no codec saves enough bytes to pay for its CPU time, when " + weighing(consumerGroups) + " counts as "
				+ MB_PER_CPU_SECOND + " MB stored";
	}

	private static String weighing(int groups) {
		String decompressing = switch (groups) {
			case 0 -> "";
			case 1 -> ", or decompressing in the consumer group,";
			default -> ", or decompressing in each of the " + groups + " consumer groups,";
		};
		return "each CPU-second spent compressing" + decompressing;
	}

}
