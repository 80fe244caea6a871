package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordCaps;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

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
 * <li>keyed messages land on the partition their key hashes to ({@link KeyedCaps}): of a
 * send that linger.ms closes, a partition gets the first record at its share of its
 * broker's records, and each later one at its share of all; a batch holds what it gets,
 * where that is at least one. With 1,000 messages a second spread evenly over 12
 * partitions on one broker and linger.ms 5, a send's 6 records give 1.23 records a batch
 * on average, where counting each partition's records within its own linger.ms gave 1:
 * 78% of the batches a real producer wrote there held one record, 19% two, 2.4% three,
 * 1.27 on average, where the draws give 79.6%, 18.1% and 2.2%. On three brokers the same
 * gives 1.30 records a batch, on twelve 1.42;</li>
 * <li>messages without keys before Kafka 2.4 go round the partitions in turn: each
 * partition gets every {@code partitions}-th record of the window, whatever its
 * broker.</li>
 * </ul>
 * The brokers are the workload's: one unless given, the topic's leaders for the analysis
 * of a live topic, partition {@code p} led by broker {@code p % brokers}.
 */
final class ProducerDrains {

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
		BatchLimit sentBy = workload.sentBy(defaultLingerMs);
		if (window == Integer.MAX_VALUE) {
			return new Batching.Producer(batchSize, RecordCaps.UNLIMITED, sentBy, null);
		}
		RecordCaps caps;
		List<RecordCaps> partitionCaps = null;
		if (workload.hasKeys()) {
			KeyedCaps.Send send = (sentBy == BatchLimit.IN_FLIGHT) ? new KeyedCaps.Send(window, false)
					: new KeyedCaps.Send(window - 1, true);
			double spread = workload.spreadOver(stickyPartitioner);
			caps = KeyedCaps.of(send, 1 / spread, brokers(workload, spread) / spread);
			List<Double> shares = workload.partitionShares();
			if (shares != null) {
				double[] brokerShares = brokerShares(shares, (int) brokers(workload, shares.size()));
				partitionCaps = IntStream.range(0, shares.size())
					.mapToObj((partition) -> KeyedCaps.of(send, shares.get(partition),
							shares.get(partition) / brokerShares[partition % brokerShares.length]))
					.toList();
			}
		}
		else if (stickyPartitioner || workload.partitions() == null) {
			caps = RecordCaps.of(window);
		}
		else {
			caps = roundRobin(window, workload.partitions());
		}
		return new Batching.Producer(batchSize, caps, sentBy, partitionCaps);
	}

	/**
	 * Returns how many brokers lead the partitions: those given, at most one a partition.
	 */
	private static double brokers(Workload workload, double partitions) {
		int brokers = (workload.brokers() != null) ? workload.brokers() : 1;
		return Math.max(1, Math.min(brokers, partitions));
	}

	/**
	 * Returns each broker's share of the keyed records, partition {@code p} led by broker
	 * {@code p % brokers} as Kafka assigns the leaders of a new topic's partitions in
	 * turn.
	 */
	private static double[] brokerShares(List<Double> shares, int brokers) {
		double[] brokerShares = new double[brokers];
		for (int partition = 0; partition < shares.size(); partition++) {
			brokerShares[partition % brokers] += shares.get(partition);
		}
		return brokerShares;
	}

	/**
	 * Returns the caps of partitions that take records in turn: over {@code partitions}
	 * windows in a row, the records of each window that fall on one partition, where at
	 * least one does; every partition sees the same counts.
	 */
	static RecordCaps roundRobin(int window, int partitions) {
		if ((double) window / partitions >= KeyedCaps.DRAWN_BELOW) {
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
