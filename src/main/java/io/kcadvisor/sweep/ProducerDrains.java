package io.kcadvisor.sweep;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordCaps;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How many records a producer's batches hold where the rate, not {@code batch.size},
 * closes them. Kafka's producer keeps an open batch per partition and sends a broker's
 * batches together: once the first of them has waited {@code linger.ms} (or a request is
 * free, where requests in flight hold them back longer), the sender drains the open batch
 * of every partition that broker leads, however long each has waited
 * ({@code RecordAccumulator.drain}). So a send's window takes
 * {@link Workload#windowRecords the records that arrive} from the first record after the
 * last send to linger.ms later, whichever partition each goes to, and each batch holds
 * those of its partition:
 * <ul>
 * <li>messages without keys, from Kafka 2.4, go to one partition at a time (sticky
 * partitioning): the window's records fill one batch;</li>
 * <li>keyed messages land on the partition their key hashes to: a partition that gets a
 * share {@code s} of the records gets {@code k} of the window's {@code n} as often as a
 * binomial draw of {@code n} records at {@code s} gives {@code k}, and a batch only in
 * the windows where it gets at least one. With the rate spread evenly over 12 partitions,
 * a window of 6 records gives 1.23 records a batch on average, where counting each
 * partition's records within its own linger.ms gave 1: 78% of the batches a real producer
 * wrote to 12 partitions at 1,000 messages a second and linger.ms 5 held one record, 19%
 * two, 2.4% three, 1.27 on average, where this gives 79.6%, 18.1% and 2.2%. The caps are
 * a cycle of such draws ({@link RecordCaps}), each partition's own where the partitions'
 * shares are known;</li>
 * <li>messages without keys before Kafka 2.4 go round the partitions in turn: each
 * partition gets every {@code partitions}-th record of the window.</li>
 * </ul>
 * The partitions are taken to be led by one broker. Where several brokers lead them, each
 * drains its own partitions once the first of those has waited, and their batches hold
 * more: for the 12 partitions above, 1.30 records on three brokers and 1.42 on twelve, by
 * the same arithmetic (a partition gets the send's first record at its share of its
 * broker's records, and each later one at its share of all), against 1.23 on one; so on a
 * cluster of several brokers the model's batches hold a little fewer records than the
 * producer's, and store a little more. Where a partition's batches hold
 * {@value #DRAWN_BELOW} records or more on average, the spread matters little against the
 * records' own variety, and they hold the mean.
 */
final class ProducerDrains {

	/** The count from which a partition's batches hold the mean instead of draws. */
	static final int DRAWN_BELOW = 64;

	/**
	 * The mean below which a partition's batches are taken to hold one record: a
	 * partition that gets so few of a send's records hardly ever gets two.
	 */
	static final double ALWAYS_ONE_BELOW = 1e-6;

	/** The draws in a cycle of caps. */
	static final int DRAWS = 512;

	/** The draws are the same for the same share, so the sizes are too. */
	private static final long SEED = 0x6b61666b61L;

	private ProducerDrains() {
	}

	/**
	 * Returns how a producer batches at a workload.
	 * @param workload the workload
	 * @param batchSize the producer's {@code batch.size}
	 * @param defaultLingerMs the linger.ms of the producers' Kafka version when none is
	 * given
	 * @param stickyPartitioner whether the producers' Kafka version sends messages
	 * without keys to one partition at a time (2.4 and newer)
	 * @return the batching
	 */
	static Batching.Producer batching(Workload workload, int batchSize, int defaultLingerMs,
			boolean stickyPartitioner) {
		int window = workload.windowRecords(defaultLingerMs);
		if (window == Integer.MAX_VALUE) {
			return new Batching.Producer(batchSize, RecordCaps.UNLIMITED, workload.sentBy(defaultLingerMs), null);
		}
		RecordCaps caps;
		List<RecordCaps> partitionCaps = null;
		if (workload.hasKeys()) {
			caps = keyed(window, 1 / workload.spreadOver(stickyPartitioner));
			if (workload.partitionShares() != null) {
				partitionCaps = workload.partitionShares().stream().map((share) -> keyed(window, share)).toList();
			}
		}
		else if (stickyPartitioner || workload.partitions() == null) {
			caps = RecordCaps.of(window);
		}
		else {
			caps = roundRobin(window, workload.partitions());
		}
		return new Batching.Producer(batchSize, caps, workload.sentBy(defaultLingerMs), partitionCaps);
	}

	/**
	 * Returns the caps of a partition that gets a share of keyed records: binomial draws
	 * of the window's records, at least one, the same draws for the same share.
	 */
	static RecordCaps keyed(int window, double share) {
		double mean = window * share;
		if (!(share > 0) || mean < ALWAYS_ONE_BELOW) {
			return RecordCaps.of(1);
		}
		if (share >= 1 || mean >= DRAWN_BELOW) {
			return RecordCaps.of((int) Math.max(1, Math.min(window, Math.round(mean))));
		}
		return RecordCaps.drawn(() -> {
			SplittableRandom random = new SplittableRandom(SEED ^ Double.doubleToLongBits(share));
			int[] counts = new int[DRAWS];
			for (int draw = 0; draw < DRAWS; draw++) {
				counts[draw] = atLeastOne(window, share, random);
			}
			return counts;
		});
	}

	/**
	 * Draws how many of {@code window} records land on a partition of a given share,
	 * given that at least one does: the first lands at a position drawn from the
	 * geometric distribution cut at the window, each further one a geometric gap after
	 * the last, so that a draw takes as many steps as records land. {@link StrictMath},
	 * so that every machine draws the same.
	 */
	static int atLeastOne(int window, double share, SplittableRandom random) {
		double logMiss = StrictMath.log1p(-share);
		double noneLands = StrictMath.exp(window * logMiss);
		double first = StrictMath.ceil(StrictMath.log1p(-random.nextDouble() * (1 - noneLands)) / logMiss);
		long position = (long) Math.max(1, Math.min(window, first));
		int count = 1;
		while (true) {
			double gap = StrictMath.floor(StrictMath.log(1 - random.nextDouble()) / logMiss);
			if (gap >= window - position) {
				return count;
			}
			position += 1 + (long) gap;
			count++;
		}
	}

	/**
	 * Returns the caps of partitions that take records in turn: over {@code partitions}
	 * windows in a row, the records of each window that fall on one partition, where at
	 * least one does; every partition sees the same counts.
	 */
	static RecordCaps roundRobin(int window, int partitions) {
		if ((double) window / partitions >= DRAWN_BELOW) {
			return RecordCaps.of((int) Math.round((double) window / partitions));
		}
		int[] counts = new int[partitions];
		int taken = 0;
		for (int turn = 0; turn < partitions; turn++) {
			long start = (long) turn * window;
			// the records of [start, start + window) at positions divisible by partitions
			long count = Math.floorDiv(start + window - 1, partitions) - Math.floorDiv(start - 1, partitions);
			if (count > 0) {
				counts[taken++] = (int) count;
			}
		}
		return RecordCaps.cycling(Arrays.copyOf(counts, taken));
	}

}
