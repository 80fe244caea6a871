package io.kcadvisor.calibration;

import io.kcadvisor.cost.Role;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * What a run measures, and the roles whose CPU it is: each is fitted on its own.
 */
enum Measure {

	/** The producer's CPU while it sends. */
	PRODUCER(Run::producerSeconds, List.of(Role.PRODUCER)),

	/**
	 * The brokers' CPU while the producer sends: the leader, its recompression if any,
	 * and the followers.
	 */
	LEADER(Run::leaderSeconds, List.of(Role.LEADER, Role.RECOMPRESSION, Role.FOLLOWER)),

	/** The brokers' CPU while the consumer reads. */
	FETCH(Run::fetchSeconds, List.of(Role.FETCH)),

	/** The consumer's CPU while it reads. */
	CONSUMER(Run::consumerSeconds, List.of(Role.CONSUMER));

	private final ToDoubleFunction<Run> seconds;

	private final List<Role> roles;

	Measure(ToDoubleFunction<Run> seconds, List<Role> roles) {
		this.seconds = seconds;
		this.roles = roles;
	}

	double of(Run run) {
		return this.seconds.applyAsDouble(run);
	}

	List<Role> roles() {
		return this.roles;
	}

}
