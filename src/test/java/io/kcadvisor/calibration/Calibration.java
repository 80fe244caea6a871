package io.kcadvisor.calibration;

import io.kcadvisor.advice.WorkloadCost;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.Flows;
import io.kcadvisor.cost.Traffic;
import io.kcadvisor.sweep.Result;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Runs a real producer, broker and consumer over planned runs, and pairs each run with
 * the traffic the cost model sees in it.
 */
final class Calibration {

	/** How long to wait at most for other processes to leave the cores alone. */
	private static final Duration QUIET_WAIT = Duration.ofSeconds(20);

	private static final Duration QUIET_PROBE = Duration.ofSeconds(1);

	private final Settings settings;

	private final PrintStream log;

	Calibration(Settings settings, PrintStream log) {
		this.settings = settings;
		this.log = log;
	}

	/**
	 * Runs the specs on a new cluster, after warming the JVM up with other runs.
	 * @param brokers the number of brokers
	 * @param warmUp runs whose figures are dropped: until the JIT compilers have compiled
	 * the producer's, brokers' and consumer's code, their CPU is not a long-running
	 * process's
	 * @param specs the runs, each made once per repetition; the runs compared with the
	 * same run of {@code none} (same sample, batch size and replication) are made one
	 * after the other, so that a drift in the machine's speed moves them alike, in an
	 * order shuffled anew each time so that it favours none of them
	 * @param engine the advisor's engine, which predicts the compression ratio each
	 * producer starts with (before the cluster starts, so that it takes no CPU from the
	 * runs)
	 * @return every measured run
	 */
	List<Run> run(int brokers, List<RunSpec> warmUp, List<RunSpec> specs, AdvisorEngine engine) throws Exception {
		Map<RunSpec, Float> settledRatios = new IdentityHashMap<>();
		for (RunSpec spec : warmUp) {
			settledRatios.put(spec, engine.settledRatio(spec));
		}
		for (RunSpec spec : specs) {
			settledRatios.put(spec, engine.settledRatio(spec));
		}
		List<Run> runs = new ArrayList<>();
		this.settings.cores().brokers();
		try (Cluster cluster = new Cluster(brokers)) {
			KafkaRun runner = new KafkaRun(cluster, this.settings.settle(), settledRatios::get, this.settings.cores());
			for (RunSpec spec : warmUp) {
				runner.run(spec, 0);
			}
			for (int repeat = 1; repeat <= this.settings.repeats(); repeat++) {
				double idle = runner.measureIdle(this.settings.idle());
				this.log.printf(Locale.ROOT, "%d broker(s), repeat %d: idle brokers %.4f cores, load %s%n", brokers,
						repeat, idle, Machine.load());
				for (RunSpec spec : order(specs, new Random(repeat))) {
					Run run = runQuietly(runner, spec, repeat);
					if (this.settings.runsFile() != null) {
						RunsFile.append(this.settings.runsFile(), run);
					}
					this.log.printf(Locale.ROOT,
							"  %-18s %-13s %6d RF %d: producer %.3f leader %.3f fetch %.3f consumer %.3f s"
									+ " (jvm %.3f, jit %.3f, others %.2f cores)%n",
							spec.sample().name(), spec.codecName(), spec.batchSize(), spec.replicationFactor(),
							run.producerSeconds(), run.leaderSeconds(), run.fetchSeconds(), run.consumerSeconds(),
							run.jvmSeconds(), run.jitSeconds(), run.otherCores());
					runs.add(run);
				}
			}
		}
		return runs;
	}

	private static List<RunSpec> order(List<RunSpec> specs, Random random) {
		Map<String, List<RunSpec>> groups = new LinkedHashMap<>();
		for (RunSpec spec : specs) {
			groups.computeIfAbsent(CoefficientFit.group(spec), (key) -> new ArrayList<>()).add(spec);
		}
		List<List<RunSpec>> blocks = new ArrayList<>(groups.values());
		Collections.shuffle(blocks, random);
		List<RunSpec> order = new ArrayList<>();
		for (List<RunSpec> block : blocks) {
			List<RunSpec> shuffled = new ArrayList<>(block);
			Collections.shuffle(shuffled, random);
			order.addAll(shuffled);
		}
		return order;
	}

	/**
	 * Makes a run, and makes it again while other processes kept more cores busy than the
	 * settings allow, up to the attempts they allow.
	 * @return the run made with the fewest other cores busy
	 */
	private Run runQuietly(KafkaRun runner, RunSpec spec, int repeat) throws Exception {
		Run best = null;
		for (int attempt = 1; attempt <= this.settings.attempts(); attempt++) {
			awaitQuiet();
			Run run = runner.run(spec, repeat);
			if (best == null || disturbance(run) < disturbance(best)) {
				best = run;
			}
			if (run.otherCores() <= this.settings.maxOtherCores()
					&& run.jitSeconds() <= this.settings.maxJitSeconds()) {
				break;
			}
			this.log.printf(Locale.ROOT,
					"  (others kept %.2f cores busy and the JIT compilers spent %.2f s during %s %s:"
							+ " made again)%n",
					run.otherCores(), run.jitSeconds(), spec.sample().name(), spec.codecName());
		}
		return best;
	}

	/** Returns how far a run exceeds the limits, relative to each. */
	private double disturbance(Run run) {
		return Math.max(run.otherCores() / this.settings.maxOtherCores(),
				run.jitSeconds() / this.settings.maxJitSeconds());
	}

	/**
	 * Waits until other processes keep fewer cores busy than the settings allow over a
	 * second, for {@link #QUIET_WAIT} at most.
	 */
	private void awaitQuiet() throws InterruptedException {
		if (Double.isInfinite(this.settings.maxOtherCores())) {
			return;
		}
		long deadline = System.nanoTime() + QUIET_WAIT.toNanos();
		while (System.nanoTime() < deadline) {
			OtherLoad others = OtherLoad.start();
			Thread.sleep(QUIET_PROBE.toMillis());
			if (others.cores() <= this.settings.maxOtherCores()) {
				return;
			}
		}
	}

	/**
	 * Pairs runs with the traffic the model sees in them, from the broker's log and from
	 * the advisor's engine.
	 * @param runs the runs
	 * @param engine the advisor's engine
	 * @return the observations, in the runs' order
	 */
	static List<Observation> observe(List<Run> runs, AdvisorEngine engine) throws InterruptedException {
		Map<String, Result> recompressed = new HashMap<>();
		List<Observation> observations = new ArrayList<>();
		for (Run run : runs) {
			RunSpec spec = run.spec();
			String key = spec.sample().name() + " " + spec.codecName() + " " + spec.batchSize();
			Result producer = engine.produced(spec);
			Result topic = null;
			if (spec.recompresses()) {
				topic = recompressed.get(key);
				if (topic == null) {
					topic = engine.recompressed(spec, producer.recordsPerBatch());
					recompressed.put(key, topic);
				}
			}
			observations.add(new Observation(run, measured(run, producer, topic), predicted(spec, producer, topic)));
		}
		return observations;
	}

	/**
	 * The traffic the broker stored: records, batches and bytes from its log. A leader
	 * that recompresses received the producer's uncompressed batches: their records
	 * sections and a header each.
	 */
	private static Traffic measured(Run run, Result producer, Result topic) {
		StoredLog stored = run.stored();
		RunSpec spec = run.spec();
		double sent = stored.bytes();
		if (spec.recompresses()) {
			if (spec.producerCodec().codec() != Codec.NONE) {
				throw new IllegalArgumentException("Only runs whose producer does not compress may recompress");
			}
			sent = stored.rawBytes() + (double) StoredLog.BATCH_HEADER * stored.batches();
		}
		Flows flows = new Flows(stored.records(), stored.batches(), stored.rawBytes(), sent, stored.bytes());
		return new Traffic(flows, spec.replicationFactor(), 1, WorkloadCost.speed(producer),
				(topic != null) ? WorkloadCost.speed(topic) : null);
	}

	/**
	 * The traffic the advisor predicts from one pass over the sample, times the passes.
	 */
	private static Traffic predicted(RunSpec spec, Result producer, Result topic) {
		double passes = spec.passes();
		double records = passes * spec.sample().records().size();
		double sent = passes * producer.compressedBytes();
		double stored = (topic != null) ? passes * topic.compressedBytes() : sent;
		Flows flows = new Flows(records, records / producer.recordsPerBatch(), passes * producer.recordBytes(), sent,
				stored);
		return new Traffic(flows, spec.replicationFactor(), 1, WorkloadCost.speed(producer),
				(topic != null) ? WorkloadCost.speed(topic) : null);
	}

	/**
	 * How the runs are made.
	 *
	 * @param repeats how many times each run is made
	 * @param idle how long the idle brokers are measured before each repetition
	 * @param settle how long to wait after each run
	 * @param runsFile where to append each run as it is measured, or {@code null}
	 * @param maxOtherCores the cores other processes may keep busy during a run before it
	 * is made again; before each run, the calibration waits for them to fall below it,
	 * unless it is infinite
	 * @param maxJitSeconds the CPU seconds the JIT compilers may spend during a run
	 * before it is made again
	 * @param attempts how many times a run is made at most
	 */
	record Settings(int repeats, Duration idle, Duration settle, Path runsFile, double maxOtherCores,
			double maxJitSeconds, int attempts, Cores cores) {

	}

}
