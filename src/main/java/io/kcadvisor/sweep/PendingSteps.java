package io.kcadvisor.sweep;

import io.kcadvisor.codec.CompressionConfig;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The steps of a sweep that no slot has taken yet, handed out in the plan's order as the
 * {@link CodecMemory} allows: a slot takes the first step whose codec memory it can
 * reserve at once, so that it measures what fits beside the configurations measured
 * meanwhile rather than wait; when none fits, it takes the first step and waits for its
 * memory, holding none.
 */
final class PendingSteps {

	private final List<SweepPlan.Step> steps;

	private final CodecMemory memory;

	private final SweepStop stop;

	/** The indexes of the steps not taken, in order; guarded by itself. */
	private final List<Integer> pending;

	PendingSteps(List<SweepPlan.Step> steps, CodecMemory memory, SweepStop stop) {
		this.steps = steps;
		this.memory = memory;
		this.stop = stop;
		this.pending = new LinkedList<>(IntStream.range(0, steps.size()).boxed().toList());
	}

	/**
	 * Takes the first step whose codec memory can be reserved at once or, when none can,
	 * the first step once its memory is reserved.
	 * @return the step and its reservation, or {@code null} when no step is left, or the
	 * sweep is stopped, is cancelled while waiting (the thread interrupted) or runs out
	 * of time
	 */
	Taken take() {
		int first;
		synchronized (this.pending) {
			if (this.stop.stopped() || this.pending.isEmpty()) {
				return null;
			}
			Taken fitting = takeFitting();
			if (fitting != null) {
				return fitting;
			}
			first = this.pending.remove(0);
		}
		try {
			CodecMemory.Reservation reservation = this.memory.reserve(this.steps.get(first).task().compression(),
					this.stop.nanosLeft());
			return (reservation != null) ? new Taken(first, reservation) : null;
		}
		catch (InterruptedException ex) {
			return null;
		}
	}

	/**
	 * Takes the next step in order when it is of a compression whose memory the caller
	 * holds and no other worker waits for memory, so that the caller measures it with the
	 * codecs it has open and gives the memory back only after it.
	 * @param compression the compression the caller holds the memory of
	 * @return the step's index, or -1 when the next step is another compression's, no
	 * step is left, another worker waits, or the sweep is stopped
	 */
	int takeNext(CompressionConfig compression) {
		synchronized (this.pending) {
			if (this.stop.stopped() || this.pending.isEmpty() || this.memory.hasWaiters()
					|| !this.steps.get(this.pending.get(0)).task().compression().equals(compression)) {
				return -1;
			}
			return this.pending.remove(0);
		}
	}

	/** Takes the first step whose memory is free now, unless another worker waits. */
	private Taken takeFitting() {
		Iterator<Integer> indexes = this.pending.iterator();
		while (indexes.hasNext() && !this.memory.hasWaiters()) {
			int index = indexes.next();
			CodecMemory.Reservation reservation = this.memory.tryReserve(this.steps.get(index).task().compression());
			if (reservation != null) {
				indexes.remove();
				return new Taken(index, reservation);
			}
		}
		return null;
	}

	/**
	 * A step a slot has taken, with its codec memory reserved.
	 *
	 * @param index the step's index in the plan
	 * @param reservation its memory, to be given back once it is measured
	 */
	record Taken(int index, CodecMemory.Reservation reservation) {
	}

}
