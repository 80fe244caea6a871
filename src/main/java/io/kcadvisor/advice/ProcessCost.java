package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a result costs in CPU and latency, as the rankings weigh it, by the CPU cost model
 * at the request's replication factor and consumer groups ({@link WorkloadCost}): the CPU
 * seconds producers, brokers and consumers spend together per MB of raw records, which
 * every result of a sample is compared by, since they all carry the same records; what
 * its producers spend beyond sending the same batches uncompressed; and, with a message
 * rate, the average time a record waits in the producer. The model is linear in the rate,
 * so without one the CPU per MB is that at any rate, and the wait is left at 0.
 *
 * @param producerSecondsPerMB the producers' CPU seconds per MB (10^6 bytes) of raw
 * records more than with {@code none} at the same batching (less where negative)
 * @param secondsPerMB the CPU seconds producers, brokers (leaders and followers) and all
 * consumer groups spend together per MB of raw records
 * @param codecSecondsPerMB the part of {@code secondsPerMB} spent in the codec, which
 * rests on the speeds the sweep measured; the rest, per record, batch and byte, is the
 * model's arithmetic on the result's batches
 * @param lingerLatencyMs the average wait of a record in the producer, 0 without a rate
 * @param compressCoresPerProducer the cores each producer takes to compress its share of
 * the rate ({@link ProducerThreads}), 0 without a rate
 */
record ProcessCost(double producerSecondsPerMB, double secondsPerMB, double codecSecondsPerMB, double lingerLatencyMs,
		double compressCoresPerProducer) {

	/** The rate the CPU per MB is computed at when the workload gives none. */
	private static final double ANY_RATE = 1000;

	/**
	 * Computes the cost of every result.
	 * @param results the results
	 * @param request the request, with its workload
	 * @param model the CPU cost model
	 * @return the cost of each result
	 */
	static Map<Result, ProcessCost> of(List<Result> results, AdviceRequest request, CostModel model) {
		Workload given = request.workload();
		boolean rated = given.messagesPerSecond() != null;
		AdviceRequest priced = rated ? request : request
			.withWorkload(given.toBuilder().messagesPerSecond(ANY_RATE).averageMessagesPerSecond(null).build());
		Map<Result, WorkloadCost> withoutCodecs = WorkloadCost.of(results, priced, model.withoutCodecs());
		Map<Result, ProcessCost> costs = new HashMap<>();
		WorkloadCost.of(results, priced, model).forEach((result, cost) -> {
			WorkloadCost.Figures with = cost.compressed();
			WorkloadCost.Figures without = cost.uncompressed();
			double rawMBps = cost.rawMBps(result);
			double total = cores(with) / rawMBps;
			costs.put(result,
					new ProcessCost((with.producerCores() - without.producerCores()) / rawMBps, total,
							total - cores(withoutCodecs.get(result).compressed()) / rawMBps,
							rated ? with.lingerLatencyMs() : 0, (rated && result.codec() != Codec.NONE)
									? ProducerThreads.compressCores(result, cost) / given.producers() : 0));
		});
		return costs;
	}

	private static double cores(WorkloadCost.Figures figures) {
		return figures.producerCores() + figures.brokerCores() + figures.consumerCores();
	}

}
