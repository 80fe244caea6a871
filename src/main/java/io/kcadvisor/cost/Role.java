package io.kcadvisor.cost;

/**
 * A part one process plays in moving a topic's traffic, each with its own
 * {@link Coefficients}.
 */
public enum Role {

	/**
	 * The producer: builds records into batches, compresses them, checksums them and
	 * sends them.
	 */
	PRODUCER(Process.PRODUCER),

	/**
	 * The partition leader: receives the batches, checks their checksums, validates every
	 * record (decompressing compressed batches, whatever the topic's
	 * {@code compression.type}) and writes them to its log.
	 */
	LEADER(Process.BROKER),

	/**
	 * The partition leader again when the topic's codec differs from the producer's: it
	 * builds new batches from the validated records, compressed with the topic's codec.
	 */
	RECOMPRESSION(Process.BROKER),

	/**
	 * One follower: fetches the leader's batches (the leader sends them from its log),
	 * checks their checksums and writes them, with no decompression.
	 */
	FOLLOWER(Process.BROKER),

	/**
	 * The leader serving one consumer group: sends the batches from its log, zero-copy.
	 */
	FETCH(Process.BROKER),

	/**
	 * One consumer group: fetches the batches, checks their checksums, decompresses them
	 * and reads every record.
	 */
	CONSUMER(Process.CONSUMER);

	private final Process process;

	Role(Process process) {
		this.process = process;
	}

	/**
	 * Returns the process that spends this role's CPU.
	 * @return the process
	 */
	public Process process() {
		return this.process;
	}

	/**
	 * The processes whose CPU the model counts.
	 */
	public enum Process {

		/** The producers. */
		PRODUCER,

		/** The brokers: leaders and followers. */
		BROKER,

		/** The consumers of every consumer group. */
		CONSUMER

	}

}
