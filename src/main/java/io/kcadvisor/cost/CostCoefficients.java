package io.kcadvisor.cost;

import java.util.Objects;

/**
 * The coefficients of every {@link Role}.
 *
 * @param producer the producer's
 * @param leader the partition leader's
 * @param recompression the leader's extra work when it recompresses
 * @param follower one follower's
 * @param fetch the leader's for serving one consumer group
 * @param consumer one consumer group's
 */
public record CostCoefficients(Coefficients producer, Coefficients leader, Coefficients recompression,
		Coefficients follower, Coefficients fetch, Coefficients consumer) {

	public CostCoefficients {
		Objects.requireNonNull(producer, "producer");
		Objects.requireNonNull(leader, "leader");
		Objects.requireNonNull(recompression, "recompression");
		Objects.requireNonNull(follower, "follower");
		Objects.requireNonNull(fetch, "fetch");
		Objects.requireNonNull(consumer, "consumer");
	}

	/**
	 * Returns the coefficients of one role.
	 * @param role the role
	 * @return its coefficients
	 */
	public Coefficients of(Role role) {
		return switch (role) {
			case PRODUCER -> this.producer;
			case LEADER -> this.leader;
			case RECOMPRESSION -> this.recompression;
			case FOLLOWER -> this.follower;
			case FETCH -> this.fetch;
			case CONSUMER -> this.consumer;
		};
	}

}
