package io.kcadvisor.cost;

import java.util.Objects;

/**
 * A topic's traffic, where it goes and how it is compressed.
 *
 * @param flows what the producers send and the leaders store, per second
 * @param replicationFactor copies of each partition: one leader and
 * {@code replicationFactor − 1} followers
 * @param consumerGroups consumer groups reading every record
 * @param producerCodec the speeds of the producer's codec, {@link CodecSpeed#NONE} when
 * it does not compress
 * @param topicCodec the speeds of the topic's codec when it differs from the producer's,
 * so that the leader recompresses every batch; {@code null} when the topic keeps the
 * producer's batches ({@code compression.type=producer} or the same codec)
 */
public record Traffic(Flows flows, int replicationFactor, int consumerGroups, CodecSpeed producerCodec,
		CodecSpeed topicCodec) {

	public Traffic {
		Objects.requireNonNull(flows, "flows");
		Objects.requireNonNull(producerCodec, "producerCodec");
		if (replicationFactor < 1) {
			throw new IllegalArgumentException("replicationFactor must be at least 1, was " + replicationFactor);
		}
		if (consumerGroups < 0) {
			throw new IllegalArgumentException("consumerGroups must not be negative, was " + consumerGroups);
		}
	}

	/**
	 * Returns traffic the leaders store as the producers compress it.
	 * @param flows the flows
	 * @param replicationFactor copies of each partition
	 * @param consumerGroups consumer groups reading every record
	 * @param codec the speeds of the producer's codec
	 * @return the traffic
	 */
	public static Traffic of(Flows flows, int replicationFactor, int consumerGroups, CodecSpeed codec) {
		return new Traffic(flows, replicationFactor, consumerGroups, codec, null);
	}

	/**
	 * Returns whether the leader decompresses every batch and compresses it again with
	 * the topic's codec.
	 * @return {@code true} when the topic's codec differs from the producer's
	 */
	public boolean leaderRecompresses() {
		return this.topicCodec != null;
	}

	/**
	 * Returns the speeds of the codec the stored batches are compressed with.
	 * @return the topic's codec when the leader recompresses, else the producer's
	 */
	public CodecSpeed storedCodec() {
		return (this.topicCodec != null) ? this.topicCodec : this.producerCodec;
	}

}
