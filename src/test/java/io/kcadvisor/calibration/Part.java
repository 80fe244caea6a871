package io.kcadvisor.calibration;

import java.util.Set;

/**
 * Whose thread a Java thread of the calibration's JVM is, by its name.
 */
enum Part {

	/** The thread that calls {@code send()} and the producer's network thread. */
	PRODUCER,

	/** Every thread of the embedded brokers and controller. */
	BROKER,

	/** The thread that calls {@code poll()}, and any consumer background thread. */
	CONSUMER,

	/**
	 * The calibration itself (its main thread and admin client) and the JVM's own Java
	 * threads.
	 */
	HARNESS;

	/** The thread that calls {@code send()}. */
	static final String PRODUCER_THREAD = "calibration-producer";

	/** The thread that calls {@code poll()}. */
	static final String CONSUMER_THREAD = "calibration-consumer";

	/** The calibration's admin client's id. */
	static final String ADMIN_CLIENT = "calibration-admin";

	private static final Set<String> JVM_THREADS = Set.of("main", "Reference Handler", "Finalizer", "Signal Dispatcher",
			"Common-Cleaner", "Notification Thread", "Attach Listener");

	static Part of(String threadName) {
		if (threadName.equals(PRODUCER_THREAD) || threadName.startsWith("kafka-producer-network-thread")) {
			return PRODUCER;
		}
		if (threadName.equals(CONSUMER_THREAD) || threadName.startsWith("consumer_background_thread")
				|| threadName.startsWith("kafka-coordinator-heartbeat-thread")) {
			return CONSUMER;
		}
		if (JVM_THREADS.contains(threadName) || threadName.startsWith("calibration-")
				|| threadName.endsWith(ADMIN_CLIENT)) {
			return HARNESS;
		}
		return BROKER;
	}

}
