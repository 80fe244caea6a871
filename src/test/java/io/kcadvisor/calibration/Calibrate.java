package io.kcadvisor.calibration;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.cost.CostCoefficients;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CostSettings;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.slf4j.LoggerFactory;

/**
 * The calibration of the CPU cost model: a real Kafka producer sends each sample over and
 * over to a real broker (embedded, in this JVM) and a real consumer reads it back, for
 * several codecs and batch sizes; the CPU of each is measured, the model's coefficients
 * are fitted to it, and the measured differences against {@code none} are printed beside
 * the model's. Run it with {@code bench/calibrate [options] [FILE[:FORMAT]...]}; see
 * docs/methodology.md.
 */
public final class Calibrate {

	private static final List<String> DEFAULT_FILES = List.of("samples/iot-sensors.jsonl", "samples/nginx-access.log",
			"samples/metrics.csv", "samples/cdc-orders.jsonl", "samples/payments.bin:length-prefixed",
			"samples/tiny-events.txt");

	/**
	 * The codecs every sample is run with: the defaults and a faster and a slower level.
	 */
	static final List<CompressionConfig> CODECS = List.of(CompressionConfig.defaults(Codec.NONE),
			CompressionConfig.of(Codec.GZIP, 6), CompressionConfig.defaults(Codec.SNAPPY),
			CompressionConfig.of(Codec.LZ4, 9), CompressionConfig.of(Codec.ZSTD, 3),
			CompressionConfig.of(Codec.GZIP, 1), CompressionConfig.of(Codec.ZSTD, 9));

	/** The topic codecs a leader recompresses the producer's uncompressed batches to. */
	static final List<CompressionConfig> TOPIC_CODECS = List.of(CompressionConfig.of(Codec.GZIP, 6),
			CompressionConfig.defaults(Codec.SNAPPY), CompressionConfig.of(Codec.LZ4, 9),
			CompressionConfig.of(Codec.ZSTD, 3));

	/**
	 * The cores other processes may keep busy during a run before it is made again: only
	 * a machine they nearly saturate is waited out, as a shared machine is seldom quiet
	 * for long. Each run records how busy they kept it.
	 */
	private static final double MAX_OTHER_CORES = 1.5;

	/**
	 * The CPU seconds the JIT compilers may spend during a run before it is made again:
	 * code still being compiled runs slower than a long-running process's.
	 */
	private static final double MAX_JIT_SECONDS = 0.2;

	/** How many times a run is made at most while others keep the machine busy. */
	private static final int ATTEMPTS = 3;

	private Calibrate() {
	}

	public static void main(String[] args) throws Exception {
		// the report alone goes to the standard output; the brokers' messages and the
		// progress to the standard error
		PrintStream out = System.out;
		System.setOut(System.err);
		((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).setLevel(Level.WARN);
		long megabytes = 100;
		int repeats = 5;
		List<Integer> batchSizes = List.of(65536, 16384);
		Path runsFile = null;
		Path refit = null;
		boolean splitCores = false;
		boolean againstDefaults = false;
		List<String> files = new ArrayList<>();
		for (String arg : args) {
			if (arg.startsWith("--megabytes=")) {
				megabytes = Long.parseLong(value(arg));
			}
			else if (arg.startsWith("--repeats=")) {
				repeats = Integer.parseInt(value(arg));
			}
			else if (arg.startsWith("--runs=")) {
				runsFile = Path.of(value(arg));
			}
			else if (arg.startsWith("--refit=")) {
				refit = Path.of(value(arg));
			}
			else if (arg.equals("--split-cores")) {
				splitCores = true;
			}
			else if (arg.equals("--against-defaults")) {
				againstDefaults = true;
			}
			else if (arg.startsWith("--batch-sizes=")) {
				batchSizes = Arrays.stream(value(arg).split(",")).map(Integer::valueOf).toList();
			}
			else {
				files.add(arg);
			}
		}
		List<CalibrationSample> samples = new ArrayList<>();
		for (String file : files.isEmpty() ? DEFAULT_FILES : files) {
			samples.add(CalibrationSample.read(file));
		}
		out.println("# Calibration of the CPU cost model");
		out.println();
		Machine.describe().forEach(out::println);
		Cores cores = splitCores ? Cores.split() : Cores.shared();
		if (refit == null) {
			out.println(cores.describe());
			out.printf(Locale.ROOT, "- Runs: about %d MB of records each, %d repeats, batch.size %s, linger.ms 1000,"
					+ " acks=all, one partition%n", megabytes, repeats, batchSizes);
		}
		Plan plan = new Plan(samples, megabytes * 1_000_000, batchSizes);
		List<Observation> observations;
		try (AdvisorEngine engine = new AdvisorEngine()) {
			List<Run> runs;
			if (refit != null) {
				out.println("- Runs read from " + refit + ", measured before");
				runs = RunsFile.read(refit, samples);
			}
			else {
				long start = System.nanoTime();
				Calibration calibration = new Calibration(new Calibration.Settings(repeats, Duration.ofSeconds(5),
						Duration.ofSeconds(1), runsFile, MAX_OTHER_CORES, MAX_JIT_SECONDS, ATTEMPTS, cores),
						System.err);
				runs = new ArrayList<>(calibration.run(1, plan.warmUp(1), plan.singleBroker(), engine));
				runs.addAll(calibration.run(3, plan.warmUp(3), plan.replicated(), engine));
				out.printf(Locale.ROOT, "- Load (1, 5, 15 min) at the end: %s, after %.0f minutes%n", Machine.load(),
						(System.nanoTime() - start) / 60e9);
			}
			observations = Calibration.observe(runs, engine);
		}
		CoefficientFit.Fitted fitted = CoefficientFit.fit(observations);
		// judged by the shipped coefficients, or by those fitted to the runs
		CostCoefficients judged = againstDefaults ? CostSettings.defaults().coefficients() : fitted.coefficients();
		out.println("- The model's figures below use " + (againstDefaults ? "the default coefficients (advisor.cost)"
				: "the coefficients fitted to these runs"));
		Report report = new Report(out, new CostModel(judged));
		report.conditions(observations.stream().map(Observation::run).toList());
		report.coefficients(fitted);
		String summary = report.deltas(observations);
		out.printf("%nWithin %.0f%% of none's own CPU, for %s on every sample: %s%n", 100 * Report.TARGET,
				Report.TARGET_CODECS, summary);
	}

	private static String value(String arg) {
		return arg.substring(arg.indexOf('=') + 1);
	}

}
