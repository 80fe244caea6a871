package io.kcadvisor.batch;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The most records a batch holds before the producer sends it, batch by batch: one count
 * for every batch, or counts that vary from batch to batch as the records arriving within
 * a send's window fall on a partition or not. A varying cap is a cycle of counts, the one
 * for a batch chosen by a hash of where its first record is stored in the sample, so that
 * the same batch always gets the same cap and the batches of a sample take the counts in
 * the proportions the cycle holds them. Immutable.
 */
public final class RecordCaps {

	/** No cap: only {@code batch.size} closes a batch. */
	public static final RecordCaps UNLIMITED = of(Integer.MAX_VALUE);

	private final Supplier<int[]> draws;

	private volatile int[] counts;

	private RecordCaps(Supplier<int[]> draws) {
		this.draws = draws;
	}

	/**
	 * Returns the same cap for every batch.
	 * @param cap the most records, at least one
	 * @return the caps
	 */
	public static RecordCaps of(int cap) {
		return cycling(new int[] { cap });
	}

	/**
	 * Returns caps that vary from batch to batch.
	 * @param counts the counts the batches take, in the proportions they hold them, each
	 * at least one
	 * @return the caps
	 */
	public static RecordCaps cycling(int[] counts) {
		RecordCaps caps = new RecordCaps(null);
		caps.counts = checked(counts.clone());
		return caps;
	}

	/**
	 * Returns caps that vary from batch to batch, drawn when a batch first needs them: a
	 * sweep lays batches out with them, a request that only counts its tasks does not.
	 * @param draws draws the counts, as {@link #cycling(int[])} takes them, the same each
	 * time
	 * @return the caps
	 */
	public static RecordCaps drawn(Supplier<int[]> draws) {
		return new RecordCaps(draws);
	}

	private static int[] checked(int[] counts) {
		if (counts.length == 0) {
			throw new IllegalArgumentException("counts must not be empty");
		}
		for (int count : counts) {
			if (count < 1) {
				throw new IllegalArgumentException("every count must be at least 1");
			}
		}
		return counts;
	}

	/** Returns the counts, drawing them the first time; a race draws the same twice. */
	private int[] counts() {
		int[] drawn = this.counts;
		if (drawn == null) {
			drawn = checked(this.draws.get());
			this.counts = drawn;
		}
		return drawn;
	}

	/**
	 * Returns the cap of the batch whose first record is stored at an index.
	 * @param storedIndex where the record is stored in the sample
	 * ({@link RecordSet#storedIndex})
	 * @return the most records
	 */
	public int at(int storedIndex) {
		int[] cycle = counts();
		if (cycle.length == 1) {
			return cycle[0];
		}
		return cycle[Math.floorMod(mix(storedIndex), cycle.length)];
	}

	/**
	 * Returns whether no batch is capped.
	 * @return {@code true} for {@link #UNLIMITED}
	 */
	public boolean unlimited() {
		int[] cycle = counts();
		return cycle.length == 1 && cycle[0] == Integer.MAX_VALUE;
	}

	/**
	 * Returns the mean of the counts.
	 * @return records per batch where only the cap closes batches
	 */
	public double mean() {
		return Arrays.stream(counts()).average().orElseThrow();
	}

	/** MurmurHash3's finalizer: neighbouring indexes land far apart in the cycle. */
	private static int mix(int value) {
		int hash = value;
		hash ^= hash >>> 16;
		hash *= 0x85ebca6b;
		hash ^= hash >>> 13;
		hash *= 0xc2b2ae35;
		hash ^= hash >>> 16;
		return hash;
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof RecordCaps caps && Arrays.equals(counts(), caps.counts());
	}

	@Override
	public int hashCode() {
		return Arrays.hashCode(counts());
	}

	@Override
	public String toString() {
		int[] cycle = counts();
		return (cycle.length == 1) ? String.valueOf(cycle[0]) : "cycle of " + cycle.length + " averaging " + mean();
	}

}
