package io.kcadvisor.sweep;

import io.kcadvisor.batch.RecordCaps;
import java.util.SplittableRandom;

/**
 * The caps of a partition that gets a share of a producer's keyed records, send by send
 * ({@link ProducerDrains}): of a send that {@code linger.ms} closes, the partition gets
 * the first record at its share of its broker's records (the first record to reach the
 * broker after its last send opens it) and each later one at its share of all; of a send
 * that a request's turn closes, each record at its share of all. A batch holds what the
 * partition gets where that is at least one. The caps are a cycle of such draws, the same
 * for the same send and shares; where a partition gets {@value #DRAWN_BELOW} records a
 * send or more on average, the spread matters little against the records' own variety,
 * and its batches hold the mean.
 */
final class KeyedCaps {

	/** The count from which a partition's batches hold the mean instead of draws. */
	static final int DRAWN_BELOW = 64;

	/**
	 * The mean below which a partition's batches are taken to hold one record: a
	 * partition that gets so few of a send's records hardly ever gets two.
	 */
	static final double ALWAYS_ONE_BELOW = 1e-6;

	/** The draws in a cycle of caps. */
	static final int DRAWS = 512;

	/** The draws are the same for the same send and shares, so the sizes are too. */
	private static final long SEED = 0x6b61666b61L;

	private KeyedCaps() {
	}

	/**
	 * Returns a partition's caps.
	 * @param send the producer's sends
	 * @param share the partition's share of the keyed records
	 * @param openerShare its share of its broker's keyed records, which decides how often
	 * it gets the record that opens a send
	 * @return the caps
	 */
	static RecordCaps of(Send send, double share, double openerShare) {
		double opener = send.opened() ? Math.min(1, openerShare) : 0;
		double mean = opener + send.afterFirst() * share;
		if (!(share > 0) || !(opener >= 0) || mean < ALWAYS_ONE_BELOW) {
			return RecordCaps.of(1);
		}
		if (share >= 1 || mean >= DRAWN_BELOW) {
			return RecordCaps.of((int) Math.max(1, Math.min(send.records(), Math.round(mean))));
		}
		return RecordCaps.drawn(() -> {
			SplittableRandom random = new SplittableRandom(
					SEED ^ Double.doubleToLongBits(share) ^ Long.rotateLeft(Double.doubleToLongBits(opener), 17));
			int[] counts = new int[DRAWS];
			for (int draw = 0; draw < DRAWS; draw++) {
				counts[draw] = draw(send.afterFirst(), share, opener, random);
			}
			return counts;
		});
	}

	/**
	 * Draws how many of a send's records a partition gets, given that it gets at least
	 * one: the opening record with the chance it is the partition's among all that get
	 * one, and then the binomial count of the records after it, or else the binomial
	 * count given at least one.
	 */
	static int draw(int afterFirst, double share, double opener, SplittableRandom random) {
		double noneAfter = StrictMath.exp(afterFirst * StrictMath.log1p(-share));
		double anyLands = 1 - (1 - opener) * noneAfter;
		if (random.nextDouble() * anyLands < opener) {
			return 1 + landing(afterFirst, share, 0, random);
		}
		return atLeastOne(afterFirst, share, random);
	}

	/**
	 * Draws how many of {@code records} land on a partition of a given share, given that
	 * at least one does: the first lands at a position drawn from the geometric
	 * distribution cut at the records, each further one a geometric gap after the last,
	 * so that a draw takes as many steps as records land. {@link StrictMath}, so that
	 * every machine draws the same.
	 */
	static int atLeastOne(int records, double share, SplittableRandom random) {
		double logMiss = StrictMath.log1p(-share);
		double noneLands = StrictMath.exp(records * logMiss);
		double first = StrictMath.ceil(StrictMath.log1p(-random.nextDouble() * (1 - noneLands)) / logMiss);
		return 1 + landing(records, share, (long) Math.max(1, Math.min(records, first)), random);
	}

	/**
	 * Draws how many of the records after a position land on a partition of a given
	 * share, a geometric gap after another.
	 */
	private static int landing(int records, double share, long from, SplittableRandom random) {
		double logMiss = StrictMath.log1p(-share);
		long position = from;
		int count = 0;
		while (true) {
			double gap = StrictMath.floor(StrictMath.log(1 - random.nextDouble()) / logMiss);
			if (gap >= records - position) {
				return count;
			}
			position += 1 + (long) gap;
			count++;
		}
	}

	/**
	 * A producer's sends to a broker.
	 *
	 * @param afterFirst the records of a send after its first, or all of them where a
	 * request's turn, not a first record, opens it
	 * @param opened whether a record opens a send, {@code linger.ms} closing it
	 */
	record Send(int afterFirst, boolean opened) {

		/**
		 * Returns the records of a send.
		 * @return how many
		 */
		int records() {
			return this.opened ? this.afterFirst + 1 : this.afterFirst;
		}

	}

}
