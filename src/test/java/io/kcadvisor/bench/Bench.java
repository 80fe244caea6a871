package io.kcadvisor.bench;

import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sweep.Preset;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The bench: on the given files (the samples by default) compares the engine's speeds
 * with the native zstd and lz4 benchmarks, times each preset's sweep of a 4 MiB sample
 * (and by default of a 7 MiB one), its first answer and its lower bounds, the scaling
 * from one worker to two, and the heap of one analysis. Prints Markdown. Run it with
 * {@code bench/run [FILE[:FORMAT]...]}.
 */
public final class Bench {

	private static final List<String> DEFAULT_FILES = List.of("iot-sensors.jsonl", "nginx-access.log", "metrics.csv",
			"cdc-orders.jsonl", "payments.bin:length-prefixed", "tiny-events.txt");

	/** The samples the default sweep sample is made of, as in the baseline measured. */
	private static final List<String> DEFAULT_SWEEP_FILES = List.of("iot-sensors.jsonl", "nginx-access.log",
			"metrics.csv");

	/**
	 * The samples a larger sweep sample is made of, whole: more than the first answer
	 * measures whole.
	 */
	private static final List<String> LARGER_SWEEP_FILES = List.of("iot-sensors.jsonl", "nginx-access.log",
			"metrics.csv", "cdc-orders.jsonl", "tiny-events.txt");

	private static final Pattern HEAP = Pattern
		.compile("sample=(\\d+) live-after-gc=(\\d+) pool-peaks=(\\d+) direct=(\\d+)");

	private static final long MIB = 1024 * 1024;

	private Bench() {
	}

	public static void main(String[] args) throws Exception {
		List<String> missing = NativeBenchmark.missingTools();
		if (!missing.isEmpty()) {
			System.err.println("bench: the native command-line tools " + missing
					+ " are missing; install them with: apt-get install zstd lz4");
			System.exit(2);
		}
		List<String> files = (args.length > 0) ? List.of(args) : samples(DEFAULT_FILES);
		List<Path> sweepFiles = (args.length > 0) ? files.stream().map(Bench::withoutFormat).toList()
				: samples(DEFAULT_SWEEP_FILES).stream().map(Path::of).toList();
		Machine.print();
		try (Engine one = new Engine(1)) {
			compareCodecs(files, one);
		}
		Sample sweepSample = BenchSample.forSweeps(sweepFiles);
		List<Sample> sweepSamples = new ArrayList<>(List.of(sweepSample));
		if (args.length == 0) {
			sweepSamples.add(BenchSample.whole(samples(LARGER_SWEEP_FILES).stream().map(Path::of).toList()));
		}
		timeSweeps(sweepSamples);
		measureHeap(sweepFiles, sweepSample);
	}

	private static List<String> samples(List<String> names) {
		return names.stream().map((name) -> "samples/" + name).toList();
	}

	/**
	 * Returns the path of a file argument, without the {@code :format} it may end with.
	 */
	private static Path withoutFormat(String file) {
		int colon = file.lastIndexOf(':');
		return (colon > 0 && !Files.exists(Path.of(file))) ? Path.of(file.substring(0, colon)) : Path.of(file);
	}

	private static void compareCodecs(List<String> files, Engine engine) throws IOException, InterruptedException {
		System.out.printf("%n## Engine / native CLI, one core, MB = 10^6 bytes (load %s)%n%n", Machine.load());
		System.out.println("| file | setting | section bytes | sections | engine c | CLI c | c ratio | engine d | CLI d"
				+ " | d ratio |");
		System.out.println("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
		CodecComparison comparison = new CodecComparison(engine, new NativeBenchmark(2));
		double worst = Double.MAX_VALUE;
		for (String file : files) {
			Sample sample = BenchSample.of(file);
			for (CompressionConfig setting : CodecComparison.SETTINGS) {
				CodecComparison.Row row = comparison.compare(sample.records(), setting);
				worst = Math.min(worst, Math.min(row.compressRatio(), row.decompressRatio()));
				System.out.printf(Locale.ROOT, "| %s | %s | %d | %d | %.0f | %.0f | %.2f | %.0f | %.0f | %.2f |%n",
						Path.of(file).getFileName(), row.setting(), row.sectionBytes(), row.sections(),
						row.engineCompress(), row.cliCompress(), row.compressRatio(), row.engineDecompress(),
						row.cliDecompress(), row.decompressRatio());
			}
		}
		System.out.printf(Locale.ROOT, "%nLowest ratio: %.2f (target 0.90). Load after: %s%n", worst, Machine.load());
	}

	private static void timeSweeps(List<Sample> samples) throws InterruptedException {
		System.out.printf(Locale.ROOT, "%n## Sweeps: first answer, wall time and its lower bounds%n%n");
		System.out.println("| sample | preset | workers | configurations | first answer s | first answer on | wall s"
				+ " | lower bound s | wall / bound | exact-size bound s | wall / exact-size bound | CPU s | load before |");
		System.out.println("| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
		try (Engine engine = new Engine(0); Engine one = new Engine(1)) {
			engine.time(samples.get(0).records(), Preset.QUICK);
			Duration standard = null;
			Duration single = null;
			for (Sample sample : samples) {
				for (Preset preset : Preset.values()) {
					Duration wall = row(engine, sample, preset);
					standard = (standard == null && preset == Preset.STANDARD) ? wall : standard;
				}
				single = (single != null) ? single : row(one, sample, Preset.STANDARD);
			}
			System.out.printf(Locale.ROOT,
					"%nThe lower bound is one compression and one decompression of the whole sample per "
							+ "configuration, at the speeds the sweep reports, spread over the workers (target: wall "
							+ "within 1.15x of it; first answer within 2 s). The exact-size bound adds the codec work "
							+ "the exact sizes also need: per configuration, the records sections compressed after "
							+ "the sample for what a long-running producer's steady stream stores, at the "
							+ "configuration's compression speed, spread over the workers too. Scaling, standard on "
							+ "the first sample: "
							+ "%d workers %.2fx faster than 1 (target 1.70). The first quick sweep, warming the JVM "
							+ "up, is not shown.%n",
					engine.workers(), single.toNanos() / (double) standard.toNanos());
		}
	}

	private static Duration row(Engine engine, Sample sample, Preset preset) throws InterruptedException {
		String load = Machine.load();
		long cpu = Machine.processCpuNanos();
		TimedSweep sweep = engine.timed(sample.records(), preset);
		cpu = Machine.processCpuNanos() - cpu;
		System.out.printf(Locale.ROOT,
				"| %.2f MiB %s | %s | %d | %d | %.2f | %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.1f | %s |%n",
				sample.bytes() / (double) MIB, sample.format().apiName(), preset.apiName(), engine.workers(),
				sweep.outcome().total(), sweep.toFirstAnswer().toNanos() / 1e9, sweep.firstAnswerOn(),
				sweep.wall().toNanos() / 1e9, sweep.lowerBoundSeconds(), sweep.overLowerBound(),
				sweep.exactSizesBoundSeconds(), sweep.overExactSizesBound(), cpu / 1e9, load);
		return sweep.wall();
	}

	private static void measureHeap(List<Path> files, Sample sample) throws IOException, InterruptedException {
		long budget = 3 * sample.bytes() + 64 * MIB;
		List<String> command = new ArrayList<>(
				List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx" + budget, "-cp",
						System.getProperty("java.class.path"), OneAnalysis.class.getName()));
		files.forEach((file) -> command.add(file.toString()));
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		int exit = process.waitFor();
		Matcher heap = HEAP.matcher(output);
		System.out.printf(Locale.ROOT,
				"%n## Heap of one standard analysis (split and sweep), -Xmx %.1f MiB " + "(3 x sample + 64 MiB)%n%n",
				budget / (double) MIB);
		if (exit != 0 || !heap.find()) {
			System.out.println("FAILED within the budget (exit " + exit + "):");
			System.out.println(output.lines().filter((line) -> !line.contains(" DEBUG ")).limit(20).toList());
			return;
		}
		System.out.printf(Locale.ROOT,
				"Completed within the cap. Largest heap in use after a collection: %.1f MiB; sum of the heap pools'"
						+ " peaks: %.1f MiB; direct buffers held by the workers after it: %.1f MiB.%n",
				Long.parseLong(heap.group(2)) / (double) MIB, Long.parseLong(heap.group(3)) / (double) MIB,
				Long.parseLong(heap.group(4)) / (double) MIB);
	}

}
