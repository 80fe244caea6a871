package io.kcadvisor.cost;

import io.kcadvisor.codec.Codec;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * The CPU producers, brokers and consumers spend on a topic's traffic: their total, so
 * that the cost of one codec minus the cost of {@code none} is what switching costs or
 * saves.
 * <p>
 * Each {@link Role} has a {@link Load} per second, {@code (records, batches, bytes, raw
 * bytes, codec seconds)}, and spends {@link Coefficients#cores} of it: nanoseconds per
 * record, per batch, per byte and per raw byte, plus its factor for the codec times the
 * codec seconds, plus the seconds of a new codec stream per batch. With the {@link Flows}
 * {@code r} records, {@code b} batches, {@code u} raw bytes (uncompressed records
 * sections), {@code s} bytes sent and {@code t} bytes stored, the replication factor
 * {@code RF}, {@code G} consumer groups, and the codec seconds
 * {@code c(u) = u / (compressMBps × 10^6)} and {@code d(u) = u / (decompressMBps × 10^6)}
 * at the codec's own speeds, and the stream seconds {@code cs(b)} and {@code ds(b)},
 * {@code b} times what a new compression or decompression stream costs (0 without a
 * codec):
 * <ul>
 * <li>producer: {@code (r, b, s, u, c_producer(u), cs_producer(b))};</li>
 * <li>leader: {@code (r, b, s, u, d_producer(u), ds_producer(b))}: it validates every
 * record, which decompresses every compressed batch whatever the topic's codec;</li>
 * <li>recompression, only when the topic's codec differs from the producer's:
 * {@code (r, b, t, u, c_topic(u), cs_topic(b))};</li>
 * <li>followers: {@code (RF − 1) × (r, b, t, u, 0, 0)};</li>
 * <li>fetch (the leader serving consumers): {@code G × (r, b, t, u, 0, 0)};</li>
 * <li>consumers: {@code G × (r, b, t, u, d_topic(u), ds_topic(b))}.</li>
 * </ul>
 * Producer cores are the producer's; broker cores the leader's, recompression's,
 * followers' and fetch's; consumer cores the consumers'. A coefficient for what a role's
 * work does not scale with is 0.
 */
public final class CostModel {

	private final CostCoefficients coefficients;

	private final boolean codecs;

	/**
	 * Creates a model.
	 * @param coefficients the coefficients of every role
	 */
	public CostModel(CostCoefficients coefficients) {
		this(coefficients, true);
	}

	private CostModel(CostCoefficients coefficients, boolean codecs) {
		this.coefficients = Objects.requireNonNull(coefficients, "coefficients");
		this.codecs = codecs;
	}

	/**
	 * Returns the model's coefficients.
	 * @return the coefficients
	 */
	public CostCoefficients coefficients() {
		return this.coefficients;
	}

	/**
	 * Returns this model without the codecs' CPU, so that a cost minus its cost here is
	 * what rests on the measured codec speeds.
	 * @return the model, spending per record, batch and byte only
	 */
	public CostModel withoutCodecs() {
		return new CostModel(this.coefficients, false);
	}

	/**
	 * Returns the CPU cores each kind of process spends on the traffic.
	 * @param traffic the traffic
	 * @return cores by process
	 */
	public CpuCost cost(Traffic traffic) {
		double[] cores = new double[Role.Process.values().length];
		loads(traffic).forEach((role, load) -> cores[role.process().ordinal()] += this.coefficients.of(role)
			.cores(this.codecs ? load : load.withoutCodec()));
		return new CpuCost(cores[Role.Process.PRODUCER.ordinal()], cores[Role.Process.BROKER.ordinal()],
				cores[Role.Process.CONSUMER.ordinal()]);
	}

	/**
	 * Returns the load of every role, as the model counts it.
	 * @param traffic the traffic
	 * @return the loads per second, one per role
	 */
	public static Map<Role, Load> loads(Traffic traffic) {
		Flows flows = traffic.flows();
		double raw = flows.rawBytes();
		CodecSpeed produced = traffic.producerCodec();
		CodecSpeed stored = traffic.storedCodec();
		double batches = flows.batches();
		Load kept = load(flows, flows.storedBytes(), 0, 0, Codec.NONE);
		Map<Role, Load> loads = new EnumMap<>(Role.class);
		loads.put(Role.PRODUCER, load(flows, flows.sentBytes(), produced.compressSeconds(raw),
				produced.compressStreamSeconds(batches), produced.codec()));
		loads.put(Role.LEADER, load(flows, flows.sentBytes(), produced.decompressSeconds(raw),
				produced.decompressStreamSeconds(batches), produced.codec()));
		loads.put(Role.RECOMPRESSION, traffic.leaderRecompresses() ? load(flows, flows.storedBytes(),
				stored.compressSeconds(raw), stored.compressStreamSeconds(batches), stored.codec()) : Load.NONE);
		loads.put(Role.FOLLOWER, kept.times(traffic.replicationFactor() - 1));
		loads.put(Role.FETCH, kept.times(traffic.consumerGroups()));
		loads.put(Role.CONSUMER, load(flows, flows.storedBytes(), stored.decompressSeconds(raw),
				stored.decompressStreamSeconds(batches), stored.codec())
			.times(traffic.consumerGroups()));
		return loads;
	}

	private static Load load(Flows flows, double bytes, double codecSeconds, double streamSeconds, Codec codec) {
		return new Load(flows.records(), flows.batches(), bytes, flows.rawBytes(), codecSeconds, streamSeconds, codec);
	}

}
